import { useCallback, useState } from 'react';
import {
  type FollowUpType,
  fetchInstallerAreaCount,
  optOutOfInstallRequests,
  setInstallRequestFollowUp,
} from '../../../../api/dealer-install-requests';
import {
  fetchInstallerProfile,
  type InstallerProfile,
  setInstallerLocalPickup,
  setInstallerViewAsCustomer,
} from '../../../../api/dealer-installers';
import { newIdempotencyKey } from '../../../../core/http';
import { type Loaded, useLoad } from './use-load';

export interface SettingsData {
  profile: InstallerProfile | null;
  /** Null when the area count could not be loaded (the rest of the settings still work). */
  areaCount: number | null;
}

export type SettingName = 'localPickup' | 'viewAsCustomer' | 'optOut' | 'followUp';

export interface SettingsModel extends Loaded<SettingsData> {
  busy: readonly SettingName[];
  announcement: string;
  setLocalPickup: (on: boolean) => Promise<void>;
  setViewAsCustomer: (on: boolean) => Promise<void>;
  setFollowUp: (type: FollowUpType) => Promise<void>;
  optOut: () => Promise<void>;
}

async function loadSettings(dealerInstallerId: number, signal: AbortSignal): Promise<SettingsData> {
  const [profile, areaCount] = await Promise.all([
    fetchInstallerProfile(dealerInstallerId, signal),
    fetchInstallerAreaCount(dealerInstallerId, signal).then(
      (answer) => answer.count,
      () => null,
    ),
  ]);
  return { profile, areaCount };
}

/** The installer's profile switches (GET /api/installers/{id}) and the calls that change them. */
export function useSettings(dealerInstallerId: number): SettingsModel {
  const loaded = useLoad(
    (signal) => loadSettings(dealerInstallerId, signal),
    { profile: null, areaCount: null },
    String(dealerInstallerId),
  );
  const { setData } = loaded;
  const [busy, setBusy] = useState<SettingName[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const change = useCallback(
    async (
      name: SettingName,
      patch: Partial<InstallerProfile>,
      send: () => Promise<unknown>,
      done: string,
      failed: string,
    ) => {
      setBusy((names) => [...names, name]);
      try {
        await send();
        setData((data) => (data.profile ? { ...data, profile: { ...data.profile, ...patch } } : data));
        setAnnouncement(done);
      } catch {
        setAnnouncement(failed);
      } finally {
        setBusy((names) => names.filter((other) => other !== name));
      }
    },
    [setData],
  );

  return {
    ...loaded,
    busy,
    announcement,
    setLocalPickup: (on) =>
      change(
        'localPickup',
        { localPickup: on },
        () => setInstallerLocalPickup(dealerInstallerId, on, newIdempotencyKey()),
        on ? 'Local pickup is on: shoppers can pick up orders at your shop.' : 'Local pickup is off.',
        'Could not change local pickup. Try again.',
      ),
    setViewAsCustomer: (on) =>
      change(
        'viewAsCustomer',
        { viewAsCustomer: on },
        async () => {
          if (!(await setInstallerViewAsCustomer(on, newIdempotencyKey()))) throw new Error('refused');
        },
        on ? 'You now see the shop as a customer does.' : 'You now see the shop with your dealer prices.',
        'Could not change view as customer. Try again.',
      ),
    setFollowUp: (type) =>
      change(
        'followUp',
        { followUpType: type },
        () => setInstallRequestFollowUp(dealerInstallerId, type, newIdempotencyKey()),
        'Reminder setting saved.',
        'Could not save the reminder setting. Try again.',
      ),
    optOut: () =>
      change(
        'optOut',
        { isOptedIn: false },
        () => optOutOfInstallRequests(dealerInstallerId, newIdempotencyKey()),
        'You have opted out. Shoppers can no longer send you install requests.',
        'Could not opt you out. Try again.',
      ),
  };
}
