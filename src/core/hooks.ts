import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { loadSession, type SessionState, sessionStore } from '../stores/session';
import { experimentBucket, isExperimentOn, isToggleOn } from './toggles';

/** A value looked up once per page; `undefined` until it arrives. */
function useLookup<T>(lookup: (key: string) => Promise<T>, key: string): T | undefined {
  const [value, setValue] = useState<{ key: string; value: T } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void lookup(key).then((result) => {
      if (current) setValue({ key, value: result });
    });
    return () => {
      current = false;
    };
  }, [lookup, key]);
  return value?.key === key ? value.value : undefined;
}

/** A feature toggle for a widget: `undefined` while loading, then on or off (a failure is off). */
export function useFeatureToggle(key: string): boolean | undefined {
  return useLookup(isToggleOn, key);
}

export function useOnOffExperiment(name: string): boolean | undefined {
  return useLookup(isExperimentOn, name);
}

export function useExperimentBucket(name: string): number | undefined {
  return useLookup(experimentBucket, name);
}

/** The signed-in session (loaded once per page, shared by every widget). */
export function useSession(): SessionState {
  const session = useStore(sessionStore);
  useEffect(() => {
    void loadSession();
  }, []);
  return session;
}
