import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { resetConfig } from '../src/core/config';
import { resetLogger } from '../src/core/logger';
import { clearFaults, injectFault, resetFakeShop, setRole } from '../src/mocks/controls';
import { handlers } from '../src/mocks/handlers';
import { resetAllStores } from '../src/stores/index';
import '../src/register';
import { STORY_FAULTS, type StoryFault, type StoryRole } from './fake-shop-toolbar';
import { stayOnPage } from './stay-on-page';
import { WidgetDocsPage } from './widget-docs-page';

/**
 * Every story runs on the fake shop (MSW in the browser) and starts from its seed data, with the
 * role and fault chosen in the toolbar. A story can set its own with `globals: { role, fault }`.
 */
// A play function waits up to 10 s for what it expects (Testing Library's default is 1 s): a story's first
// use of a lazy part (the upload code, the picker's overlay) or a busy machine takes longer than that, and
// the play function then threw, leaving the story short of the state it names.
configure({ asyncUtilTimeout: 10_000 });

const startWorker = async () => {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return worker;
};

const withFakeShop: Decorator = (Story, context) => {
  return <Story key={`${context.globals.role}-${context.globals.fault}-${context.id}`} />;
};

const preview: Preview = {
  loaders: [
    mswLoader(startWorker),
    async ({ globals }) => {
      resetFakeShop();
      resetAllStores();
      resetConfig({ customerServicePhone: '1-800-555-0142' });
      resetLogger();
      stayOnPage();
      clearFaults();
      setRole((globals.role as StoryRole) ?? 'shopper');
      const fault = STORY_FAULTS[(globals.fault as StoryFault) ?? 'none'];
      if (fault) injectFault(fault);
      return {};
    },
  ],
  decorators: [withFakeShop],
  globalTypes: {
    role: {
      description: 'Signed-in role on the fake shop',
      toolbar: {
        title: 'Role',
        icon: 'user',
        items: [
          { value: 'shopper', title: 'Shopper' },
          { value: 'dealer', title: 'Dealer installer' },
          { value: 'staff', title: 'Internal staff' },
          { value: 'specialist', title: 'Specialist' },
          { value: 'moderator', title: 'Moderator' },
          { value: 'busy-dealer', title: 'Dealer installer, new install requests' },
        ],
        dynamicTitle: true,
      },
    },
    fault: {
      description: 'Fault injected into every fake-shop call',
      toolbar: {
        title: 'Fault',
        icon: 'alert',
        items: [
          { value: 'none', title: 'No fault' },
          { value: 'slow', title: 'Slow network (3 s)' },
          { value: 'server-error', title: 'Server error (500)' },
          { value: 'bad-gateway', title: 'Bad gateway (502)' },
          { value: 'malformed', title: 'Malformed answers' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { role: 'shopper', fault: 'none' },
  parameters: {
    layout: 'padded',
    // A widget's docs page also shows its reference page, docs/widgets/<tag>.md.
    docs: { page: WidgetDocsPage },
    a11y: {
      test: 'error',
      options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    },
    viewport: {
      options: {
        mobile: { name: 'Phone (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        small: { name: 'Small (576 px)', styles: { width: '576px', height: '800px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
