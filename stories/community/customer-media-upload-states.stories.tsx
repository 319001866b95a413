import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { baseStyles } from '../../src/core/styles';
import { mediaUploaderStyles } from '../../src/elements/community/customer-media-upload/customer-media-upload.styles';
import {
  EMPTY_FILE_MESSAGE,
  MEDIA_MESSAGES,
  wrongTypeMessage,
} from '../../src/elements/community/customer-media-upload/media-rules';
import {
  MediaUploaderView,
  type MediaUploaderViewProps,
} from '../../src/elements/community/customer-media-upload/media-uploader-view';
import { pngDataUrl, samplePhotoPng } from '../../src/mocks/media/png';
import { newUploadItem, type UploadItem } from '../../src/stores/media-uploads';
import { modalDocumentStyles, uiStyles } from '../../src/ui';

/**
 * Every state of one file in the uploader, rendered from fixed props (the view alone), so a
 * designer sees them side by side without waiting for uploads. The live uploader on the fake shop
 * is in "Community/Customer media upload".
 */
const withUploaderStyles: Decorator = (Story) => (
  <>
    <style>{`${baseStyles.replaceAll(':host', '.story-host')}\n${uiStyles}\n${modalDocumentStyles}\n${mediaUploaderStyles}`}</style>
    <div className="story-host" style={{ maxWidth: 720 }}>
      <Story />
    </div>
  </>
);

const photo = (sky: [number, number, number], ball: [number, number, number] = [200, 200, 205]) =>
  pngDataUrl(samplePhotoPng({ width: 96, height: 96, sky, ball }));

const item = (fields: Partial<UploadItem> & Pick<UploadItem, 'fileName'>, id = fields.fileName): UploadItem =>
  newUploadItem({ id, contentType: 'image/jpeg', size: 2_400_000, ...fields });

const complete = (fileName: string, fields: Partial<UploadItem> = {}) =>
  item({
    fileName,
    status: 'complete',
    percentageComplete: 100,
    fileRevisionId: 9120,
    previewUrl: photo([120, 170, 220]),
    revisionDate: '2025-06-02T10:00:00.000Z',
    ...fields,
  });

const meta = {
  title: 'Community/Customer media upload/States',
  component: MediaUploaderView,
  decorators: [withUploaderStyles],
  args: {
    buttonTitle: 'Add Photos',
    helpText: 'JPG, PNG or MP4. File names up to 120 characters.',
    newButtonStyle: false,
    allowMultiSelect: true,
    allowDelete: true,
    accept: 'image/jpg,image/jpeg,image/png,video/mp4',
    items: [],
    announcement: { text: '', sequence: 0 },
    existingFailed: false,
    helpId: 'story-help',
    onChooseFiles: fn(),
    onFilesChosen: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onAltTextChange: fn(),
    onAltTextCommit: fn(),
    confirmation: { modalId: 'story-delete', fileName: null, contentType: '' },
    onConfirmRemove: fn(),
    onCancelRemove: fn(),
  },
} satisfies Meta<MediaUploaderViewProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const NewButtonStyle: Story = { args: { newButtonStyle: true, buttonTitle: 'Add Photos or Video' } };

export const Waiting: Story = {
  args: {
    items: [
      item({
        fileName: 'hitch-ball-closeup.jpg',
        status: 'uploading',
        percentageComplete: 33,
        localPreviewUrl: photo([150, 190, 230]),
      }),
      item({
        fileName: 'wiring-harness-under-bumper.jpg',
        status: 'waiting',
        localPreviewUrl: photo([90, 130, 90]),
      }),
    ],
  },
};

export const Uploading: Story = {
  name: 'Uploading (progress)',
  args: {
    items: [
      item({
        fileName: 'my-truck-rear-bumper-before-install-2019-f150.jpg',
        status: 'uploading',
        percentageComplete: 67,
        localPreviewUrl: photo([120, 170, 220]),
      }),
      item({
        fileName: 'install-walkthrough.mp4',
        contentType: 'video/mp4',
        status: 'uploading',
        percentageComplete: 8,
      }),
    ],
    announcement: { text: 'my-truck-rear-bumper-before-install-2019-f150.jpg: 67% uploaded', sequence: 1 },
  },
};

/** Each failure message of the spec: the three file checks, the chunk failures, and the remove failure. */
export const Failed: Story = {
  name: 'Failed (every message)',
  args: {
    items: [
      item({
        fileName: `${'very-long-name-'.repeat(8)}.jpg`,
        status: 'failed',
        errorMessage: MEDIA_MESSAGES.nameTooLong,
      }),
      item({
        fileName: 'hitch:ball.png',
        status: 'failed',
        errorMessage: MEDIA_MESSAGES.forbiddenCharacters,
      }),
      item({
        fileName: 'wiring.gif',
        status: 'failed',
        errorMessage: wrongTypeMessage(['jpg', 'jpeg', 'png', 'mp4']),
      }),
      item({ fileName: 'empty.jpg', status: 'failed', errorMessage: EMPTY_FILE_MESSAGE }),
      item({
        fileName: 'bumper.jpg',
        status: 'failed',
        canRetry: true,
        errorMessage: MEDIA_MESSAGES.uploadUnsuccessful('The media service is not available right now'),
        localPreviewUrl: photo([200, 120, 90]),
      }),
      item({
        fileName: 'tongue-weight.jpg',
        status: 'failed',
        canRetry: true,
        errorMessage: MEDIA_MESSAGES.uploadFailed('tongue-weight.jpg'),
        localPreviewUrl: photo([150, 150, 200]),
      }),
      complete('receiver-tube.jpg', { removeError: MEDIA_MESSAGES.removeFailed }),
    ],
  },
};

export const CompleteWithAltText: Story = {
  name: 'Complete with preview and alt text',
  args: {
    items: [
      complete('hitch-installed.jpg', {
        altText: 'Curt Class III hitch installed under a silver SUV',
        savedAltText: 'Curt Class III hitch installed under a silver SUV',
        altTextState: 'saved',
      }),
      complete('spare-tire-clearance.jpg', {
        fileRevisionId: 9121,
        previewUrl: photo([90, 140, 200], [60, 60, 60]),
      }),
      complete('alt-text-not-saved.jpg', {
        fileRevisionId: 9122,
        altText: 'Bumper with the fascia removed',
        altTextState: 'failed',
        previewUrl: photo([210, 180, 120]),
      }),
      complete('walkthrough.mp4', { fileRevisionId: 9123, contentType: 'video/mp4', previewUrl: null }),
    ],
  },
};

export const ExistingUploads: Story = {
  name: 'Existing uploads loaded',
  args: {
    items: [
      complete('hitch-ball-on-my-truck.png', {
        origin: 'loaded',
        altText: 'Chrome hitch ball mounted on a black receiver',
        savedAltText: 'Chrome hitch ball mounted on a black receiver',
      }),
    ],
  },
};

export const ExistingUploadsFailed: Story = {
  name: 'Existing uploads could not be loaded',
  args: { existingFailed: true },
};

export const DeleteConfirmation: Story = {
  name: 'Delete confirmation (question image)',
  args: {
    items: ExistingUploads.args?.items ?? [],
    confirmation: {
      modalId: 'story-delete-open',
      fileName: 'hitch-ball-on-my-truck.png',
      contentType: 'image/png',
    },
  },
  parameters: { layout: 'fullscreen' },
};

export const NoDelete: Story = {
  name: 'Without delete (data-allow-delete="false")',
  args: { allowDelete: false, items: [complete('hitch-installed.jpg')] },
};

export const Mobile: Story = {
  args: Failed.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
