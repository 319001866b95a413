import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { PageType } from '../../src/core/config';
import { resetConfig } from '../../src/core/config';
import { seedFakeShop } from '../../src/mocks/controls';
import { failMediaChunk } from '../../src/mocks/media/controls';
import { samplePhotoPng } from '../../src/mocks/media/png';
import { SAMPLE_QUESTION_ENTITY_ID, SAMPLE_QUESTION_UPLOAD_GUID } from '../../src/mocks/media/store';

/**
 * `<customer-media-upload>` on the fake shop: files really go up in chunks and come back as
 * previews. Stories that show a state in progress hold a chunk back (`failMediaChunk` with a long
 * latency); failures fail chunks with or without a server message. Every state side by side, from
 * fixed props: "Community/Customer media upload/States".
 */
interface Args {
  uploadGuid: string;
  mediaContext: string;
  acceptTypes: string;
  buttonTitle: string;
  helpText: string;
  newButtonStyle: boolean;
  allowMultiSelect: boolean;
  allowDelete: boolean;
  entityId: string;
}

const HOLD_MS = 600_000;

function photoFile(name: string, width = 180, type = 'image/png'): File {
  return new File([samplePhotoPng({ width, height: width })], name, { type });
}

/**
 * Chooses files in the uploader as the file dialog would. A choice made while the element is still
 * starting can be missed (seen in a frame switching stories): it is made again, every half second,
 * until the uploader lists files.
 */
async function choose(canvas: HTMLElement, files: File[]): Promise<HTMLElement> {
  const current = () => canvas.querySelector('customer-media-upload') as HTMLElement;
  await waitFor(
    () => {
      const root = current()?.shadowRoot;
      const input = root?.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('uploader not rendered yet');
      if (root?.querySelector('[part="list"]')) return;
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      throw new Error('the uploader has not taken the files yet');
    },
    { interval: 500 },
  );
  return current();
}

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

const pageType = (type: PageType) => async () => {
  resetConfig({ customerServicePhone: '1-800-555-0142', pageType: type });
};

const meta = {
  title: 'Community/Customer media upload',
  tags: ['autodocs'],
  loaders: [pageType('product_askexpert')],
  args: {
    uploadGuid: 'fake-session-shopper-comment-31337',
    mediaContext: JSON.stringify({
      webSku: 'C13130',
      pageType: 'product_askexpert',
      mediaSource: 'Customer',
    }),
    acceptTypes: 'image/jpg, image/jpeg, image/png, video/mp4',
    buttonTitle: 'Add Photos',
    helpText: 'JPG, PNG or MP4. File names up to 120 characters.',
    newButtonStyle: false,
    allowMultiSelect: true,
    allowDelete: true,
    entityId: '',
  },
  argTypes: {
    uploadGuid: { name: 'data-upload-guid', control: 'text' },
    mediaContext: { name: 'data-media-context', control: 'text' },
    acceptTypes: { name: 'data-accept-types', control: 'text' },
    buttonTitle: { name: 'data-button-title', control: 'text' },
    helpText: { name: 'data-help-text', control: 'text' },
    newButtonStyle: { name: 'data-new-button-style', control: 'boolean' },
    allowMultiSelect: { name: 'data-allow-multi-select', control: 'boolean' },
    allowDelete: { name: 'data-allow-delete', control: 'boolean' },
    entityId: { name: 'data-entity-id', control: 'text' },
  },
  render: (args) => (
    <customer-media-upload
      data-upload-guid={args.uploadGuid}
      data-media-context={args.mediaContext}
      data-accept-types={args.acceptTypes}
      data-button-title={args.buttonTitle}
      data-help-text={args.helpText}
      data-new-button-style={args.newButtonStyle}
      data-allow-multi-select={args.allowMultiSelect}
      data-allow-delete={args.allowDelete}
      data-entity-id={args.entityId}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const NewButtonStyle: Story = { args: { newButtonStyle: true, buttonTitle: 'Add Photos or Video' } };

export const Waiting: Story = {
  name: 'Waiting (second file queued)',
  loaders: [async () => failMediaChunk({ blobIndex: 1, fileName: 'first-photo.png', latencyMs: HOLD_MS })],
  play: async ({ canvasElement }) => {
    const element = await choose(canvasElement, [
      photoFile('first-photo.png'),
      photoFile('second-photo.png'),
    ]);
    await waitFor(() => expect(shadowText(element)).toContain('Waiting to upload'));
  },
};

export const Uploading: Story = {
  name: 'Uploading (progress held at 67%)',
  loaders: [
    async () => {
      seedFakeShop({ featureToggles: { 'synchronous-media-uploader': true } });
      failMediaChunk({ blobIndex: 3, latencyMs: HOLD_MS });
    },
  ],
  play: async ({ canvasElement }) => {
    const element = await choose(canvasElement, [photoFile('rear-bumper-before-install.png')]);
    await waitFor(() => expect(shadowText(element)).toContain('67%'));
  },
};

export const FileChecksFailed: Story = {
  name: 'Failed: file checks',
  play: async ({ canvasElement }) => {
    const element = await choose(canvasElement, [
      photoFile(`${'a-very-long-file-name-'.repeat(6)}.png`, 20),
      photoFile('hitch:ball.png', 20),
      new File(['GIF89a'], 'wiring.gif', { type: 'image/gif' }),
    ]);
    await waitFor(() => expect(shadowText(element)).toContain('File type must be'));
  },
};

export const ServerMessageFailed: Story = {
  name: "Failed: 'upload unsuccessful' with the server's message",
  loaders: [
    async () =>
      failMediaChunk({
        blobIndex: 1,
        times: 4,
        errorMessage: 'The media service is not available right now',
      }),
  ],
  play: async ({ canvasElement }) => {
    const element = await choose(canvasElement, [photoFile('bumper.png', 60)]);
    await waitFor(() => expect(shadowText(element)).toContain('upload unsuccessful'));
  },
};

export const UploadFailed: Story = {
  name: "Failed: '{file name} upload failed'",
  loaders: [async () => failMediaChunk({ blobIndex: 1, times: 4, status: 500 })],
  play: async ({ canvasElement }) => {
    const element = await choose(canvasElement, [photoFile('tongue-weight.png', 60)]);
    await waitFor(() => expect(shadowText(element)).toContain('tongue-weight.png upload failed'));
  },
};

export const Complete: Story = {
  name: 'Complete with preview and alt text',
  play: async ({ canvasElement }) => {
    const element = await choose(canvasElement, [
      photoFile('hitch-installed.png'),
      photoFile('spare-tire.png', 120),
    ]);
    await waitFor(() => expect(element.shadowRoot?.querySelectorAll('input[type="text"]')).toHaveLength(2));
  },
};

export const ExistingUploads: Story = {
  name: 'Existing uploads loaded (question page)',
  loaders: [pageType('question')],
  args: {
    uploadGuid: SAMPLE_QUESTION_UPLOAD_GUID,
    entityId: SAMPLE_QUESTION_ENTITY_ID,
    buttonTitle: 'Add more photos',
    newButtonStyle: true,
  },
};

export const DeleteConfirmation: Story = {
  name: 'Delete confirmation (question image)',
  loaders: [pageType('question')],
  args: ExistingUploads.args,
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('customer-media-upload') as HTMLElement;
    const remove = await waitFor(() => {
      const button = element.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label^="Delete "]');
      if (!button) throw new Error('not loaded yet');
      return button;
    });
    remove.click();
    await waitFor(() => expect(element.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull());
  },
};

export const NotRegistered: Story = {
  name: 'Page type without media upload (renders nothing)',
  loaders: [pageType('faqcontent')],
};

export const Mobile: Story = {
  ...Complete,
  name: 'Mobile (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
