import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CONTENT_METADATA_PATHS } from '../../src/api/content-metadata';
import type { PageType } from '../../src/core/config';
import { resetConfig } from '../../src/core/config';
import { injectFault } from '../../src/mocks/controls';
import { JsonLdPreview } from './json-ld-preview';

/**
 * `<faq-structured-data>` on the fake shop: it shows nothing itself, so each story renders the
 * element and, under it, the JSON-LD it wrote into the document head (parsed, or as written).
 */
interface Args {
  path: string;
  organizationName: string;
  organizationLogo: string;
}

const TAG = 'faq-structured-data';
const FAQ_PATH = CONTENT_METADATA_PATHS.faq('trailer-wiring');
const HOSTILE = '</script><script>alert(1)</script> & \u2028';

const pageType = (type: PageType) => async () => {
  resetConfig({ customerServicePhone: '1-800-555-0142', pageType: type });
};

const state = (canvas: HTMLElement) => within(canvas).getByTestId('json-ld-state');

const meta = {
  title: 'Community/FAQ structured data',
  tags: ['autodocs'],
  loaders: [pageType('faqcontent')],
  args: { path: '/faq-trailer-wiring.aspx', organizationName: 'Hitch & Tow Supply', organizationLogo: '' },
  argTypes: {
    path: { name: 'data-path', control: 'text' },
    organizationName: { name: 'data-organization-name', control: 'text' },
    organizationLogo: { name: 'data-organization-logo', control: 'text' },
  },
  render: (args) => (
    <>
      <faq-structured-data
        data-path={args.path}
        data-organization-name={args.organizationName}
        data-organization-logo={args.organizationLogo || undefined}
      />
      <JsonLdPreview tag={TAG} />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Written: Story = {
  name: 'Written: FAQPage and Article',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent('written'));
  },
};

export const Loading: Story = {
  name: 'Loading (the call held)',
  loaders: [async () => injectFault({ method: 'GET', path: FAQ_PATH, latencyMs: Infinity })],
};

export const HostileText: Story = {
  name: 'Hostile server text, escaped as written',
  loaders: [async () => injectFault({ method: 'GET', path: FAQ_PATH, hostileText: HOSTILE })],
  render: (args) => (
    <>
      <faq-structured-data data-path={args.path} />
      <JsonLdPreview tag={TAG} raw />
    </>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent('written'));
  },
};

export const UnknownFaq: Story = {
  name: 'Nothing written: status not ok (unknown FAQ)',
  args: { path: '/faq-no-such-article.aspx' },
};

export const CallFails: Story = {
  name: 'Nothing written: the call fails (silent)',
  loaders: [async () => injectFault({ method: 'GET', path: FAQ_PATH, status: 500, times: 'Infinity' })],
};

export const OtherPageType: Story = {
  name: 'Skipped: not an faqcontent page',
  loaders: [pageType('question')],
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
