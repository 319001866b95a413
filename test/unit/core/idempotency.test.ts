import { ApiError } from '../../../src/core/errors';
import { createUncertainKeys } from '../../../src/core/idempotency';
import { outcomeUnknown, sendWithRetryKey } from '../../../src/elements/community/shared/retry-keys';

describe('outcomeUnknown', () => {
  it('is true when the call may have reached the server', () => {
    for (const error of [
      new ApiError('timeout', 'slow', '/x'),
      new ApiError('network', 'dropped', '/x'),
      new ApiError('offline', 'offline', '/x'),
      new ApiError('shape', 'not JSON', '/x', 200),
      new ApiError('http', 'server error', '/x', 503),
    ]) {
      expect(outcomeUnknown(error)).toBe(true);
    }
  });

  it('is false when the server answered or nothing was sent', () => {
    for (const error of [
      new ApiError('http', 'refused', '/x', 400),
      new ApiError('aborted', 'aborted', '/x'),
      new ApiError('invalid', 'bad path', '/x'),
      new Error('refused in the answer'),
    ]) {
      expect(outcomeUnknown(error)).toBe(false);
    }
  });
});

describe('sendWithRetryKey', () => {
  it('re-sends under the same key after an uncertain failure, and under a new one after an answer', async () => {
    const keys = createUncertainKeys(60_000);
    const used: string[] = [];
    const timeout = (key: string) => {
      used.push(key);
      return Promise.reject(new ApiError('timeout', 'slow', '/x'));
    };
    const ok = (key: string) => {
      used.push(key);
      return Promise.resolve(key);
    };
    await expect(sendWithRetryKey(keys, 'approve reply 1', timeout)).rejects.toThrow('slow');
    await sendWithRetryKey(keys, 'approve reply 1', ok);
    await sendWithRetryKey(keys, 'approve reply 1', ok);
    expect(used[1]).toBe(used[0]);
    expect(used[2]).not.toBe(used[1]);
  });

  it('forgets the key after a refusal, and keeps keys apart by signature and time', async () => {
    const keys = createUncertainKeys(1_000);
    const key = keys.keyFor('a', () => 'k1', 0);
    keys.remember('a', key, 0);
    expect(keys.keyFor('a', () => 'k2', 999)).toBe('k1');
    expect(keys.keyFor('b', () => 'k3', 10)).toBe('k3');
    expect(keys.keyFor('a', () => 'k4', 1_000)).toBe('k4');
    const used: string[] = [];
    const refuse = (k: string) => {
      used.push(k);
      return Promise.reject(new ApiError('http', 'refused', '/x', 409));
    };
    await expect(sendWithRetryKey(keys, 'c', refuse)).rejects.toThrow('refused');
    await expect(sendWithRetryKey(keys, 'c', refuse)).rejects.toThrow('refused');
    expect(used[1]).not.toBe(used[0]);
  });
});
