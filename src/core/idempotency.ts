/**
 * Idempotency keys of user actions whose outcome is unknown. A mutation that timed out, lost its
 * connection or got a server error may have reached the server; when the user sends the same thing
 * again (same signature) within the time to live, it goes with the earlier key, so the server answers
 * the retry with the first answer instead of acting twice. Once the server has answered (done or
 * refused), the next send is a new intent with a new key. Used by add to cart and the comment forms.
 */
export interface UncertainKeys {
  /** The key of an earlier uncertain send of `signature` within the time to live, else `fresh()`. */
  keyFor: (signature: string, fresh: () => string, now?: number) => string;
  /** The send's outcome is unknown: a retry of the same signature reuses its key. */
  remember: (signature: string, key: string, now?: number) => void;
  /** The server answered: the next send of the signature is a new intent. */
  forget: (signature: string) => void;
  clear: () => void;
}

export function createUncertainKeys(ttlMs: number): UncertainKeys {
  const entries = new Map<string, { key: string; at: number }>();
  return {
    keyFor: (signature, fresh, now = Date.now()) => {
      const earlier = entries.get(signature);
      if (earlier && now - earlier.at < ttlMs) return earlier.key;
      entries.delete(signature);
      return fresh();
    },
    remember: (signature, key, now = Date.now()) => {
      if (!entries.has(signature)) entries.set(signature, { key, at: now });
    },
    forget: (signature) => {
      entries.delete(signature);
    },
    clear: () => entries.clear(),
  };
}
