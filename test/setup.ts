import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetConfig } from '../src/core/config';
import { resetLogger } from '../src/core/logger';
import { resetFakeShop } from '../src/mocks/controls';
import { resetAllStores } from '../src/stores/index';
import { server } from './msw-server';

configure({
  // The CI machine is shared and slow: a role query over a whole cart in jsdom can take over a second.
  asyncUtilTimeout: 4_000,
  // Widgets live in shadow roots, which testing-library's own message cannot print: its attempt threw
  // inside the timer (an uncaught error, and a findBy that never failed). Print the host's tree instead.
  getElementError: (message, container) => {
    const root = container instanceof ShadowRoot ? container.host : container;
    const error = new Error([message, prettyDOM(root as Element, 3000)].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Widgets render from their own shared React root, outside testing-library's act(); tests wait with
  // findBy*/waitFor instead. testing-library turns the act environment on in its beforeAll (and its
  // render() still wraps itself in act), so turn it off here for the widgets' own renders.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  resetFakeShop();
  resetConfig();
  resetLogger();
  resetAllStores();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  document.body.innerHTML = '';
  document.body.className = '';
  // Files share a page (vitest.config.ts): what a test left in the head (page configuration,
  // structured data), the address, storage and fake timers are not the next file's.
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());
