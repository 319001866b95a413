import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CONTENT_METADATA_PATHS } from '../../src/api/content-metadata';
import type { PageType } from '../../src/core/config';
import { resetConfig } from '../../src/core/config';
import { injectFault } from '../../src/mocks/controls';
import { JsonLdPreview } from './json-ld-preview';

/**
 * `<comment-structured-data>` on the fake shop: it shows nothing itself, so each story renders the
 * element and, under it, the JSON-LD it wrote into the document head.
 */
interface Args {
  path: string;
}

const TAG = 'comment-structured-data';
const FAQ_COMMENTS = CONTENT_METADATA_PATHS.comment('faq', 'trailer-wiring');

const pageType = (type: PageType) => async () => {
  resetConfig({ customerServicePhone: '1-800-555-0142', pageType: type });
};

const state = (canvas: HTMLElement) => within(canvas).getByTestId('json-ld-state');

const meta = {
  title: 'Community/Comment structured data',
  tags: ['autodocs'],
  loaders: [pageType('faqcontent')],
  args: { path: '/faq-trailer-wiring.aspx' },
  argTypes: { path: { name: 'data-path', control: 'text' } },
  render: (args) => (
    <>
      <comment-structured-data data-path={args.path} />
      <JsonLdPreview tag={TAG} />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FaqComments: Story = {
  name: 'FAQ page: a comment with its reply',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent('written'));
  },
};

export const VideoComments: Story = {
  name: 'Video page',
  loaders: [pageType('tv2')],
  args: { path: '/tv-curt-hitch-installation.aspx' },
};

export const QuestionComments: Story = {
  name: 'Question page',
  loaders: [pageType('question')],
  args: { path: '/question-123.html' },
};

export const NoComments: Story = {
  name: 'Nothing written: no comments',
  loaders: [pageType('question')],
  args: { path: '/question-4242.html' },
};

export const Loading: Story = {
  name: 'Loading (the call held)',
  loaders: [async () => injectFault({ method: 'GET', path: FAQ_COMMENTS, latencyMs: Infinity })],
};

export const CallFails: Story = {
  name: 'Nothing written: the call fails (silent)',
  loaders: [async () => injectFault({ method: 'GET', path: FAQ_COMMENTS, status: 500, times: 'Infinity' })],
};

export const HostileText: Story = {
  name: 'Hostile server text, escaped as written',
  loaders: [
    async () =>
      injectFault({
        method: 'GET',
        path: FAQ_COMMENTS,
        hostileText: '</script><script>alert(1)</script> & \u2029',
      }),
  ],
  render: (args) => (
    <>
      <comment-structured-data data-path={args.path} />
      <JsonLdPreview tag={TAG} raw />
    </>
  ),
};

export const OtherPageType: Story = {
  name: 'Skipped: a product page',
  loaders: [pageType('product_askexpert')],
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
