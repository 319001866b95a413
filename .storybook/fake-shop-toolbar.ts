import type { FaultOptions } from '../src/mocks/faults';

export type StoryRole = 'shopper' | 'dealer' | 'staff' | 'specialist' | 'moderator' | 'busy-dealer';
export type StoryFault = 'none' | 'slow' | 'server-error' | 'bad-gateway' | 'malformed';

/** What each toolbar fault injects into the fake shop: every /api call, the logger's included. */
export const STORY_FAULTS: Record<StoryFault, FaultOptions | undefined> = {
  none: undefined,
  slow: { path: '/api/*', latencyMs: 3000, times: Number.POSITIVE_INFINITY },
  'server-error': { path: '/api/*', status: 500, times: Number.POSITIVE_INFINITY },
  'bad-gateway': { path: '/api/*', status: 502, times: Number.POSITIVE_INFINITY },
  malformed: { path: '/api/*', malformedBody: true, times: Number.POSITIVE_INFINITY },
};
