import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_PATHS } from '../../../src/api/media';
import { resetConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { customerMediaUploadDefinition } from '../../../src/elements/community/customer-media-upload/customer-media-upload.element';
import { resetUnavailableWarning } from '../../../src/elements/community/customer-media-upload/page-type-gate';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { failMediaChunk, storedMediaBytes, storedMediaFiles } from '../../../src/mocks/media/controls';
import {
  SAMPLE_QUESTION_ENTITY_ID,
  SAMPLE_QUESTION_UPLOAD_GUID,
  SAMPLE_REVISION_ID,
} from '../../../src/mocks/media/store';
import { mountElement, renderedNodes, settle } from '../../helpers/elements';
import { chooseFiles, nodeFile, patternBytes, useNodeFormData } from '../../helpers/node-files';

defineWidget(customerMediaUploadDefinition);

const GUID = 'fake-session-shopper-comment-314';
const TAG = 'customer-media-upload';

const view = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const fileInput = (element: HTMLElement) =>
  element.shadowRoot?.querySelector('input[type="file"]') as HTMLInputElement;
const rows = (element: HTMLElement) => Array.from(element.shadowRoot?.querySelectorAll('li') ?? []);
const liveRegion = (element: HTMLElement) => view(element).getByRole('status');
const focused = (element: HTMLElement) => element.shadowRoot?.activeElement;
const chunkCalls = () => recordedRequests({ path: MEDIA_PATHS.blobs });
const chunkBodies = () => chunkCalls().map((call) => call.body as Record<string, unknown>);

function mountUploader(attributes: Record<string, string> = {}) {
  return mountElement(TAG, { 'data-upload-guid': GUID, ...attributes });
}

function photo(size: number, name = 'hitch-photo.png', type = 'image/png') {
  const bytes = patternBytes(size);
  return { bytes, file: nodeFile(bytes, name, type) };
}

/** Watches the live region and keeps every text it announced. */
function recordAnnouncements(element: HTMLElement): string[] {
  const seen: string[] = [];
  const region = liveRegion(element);
  new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text && seen.at(-1) !== text) seen.push(text);
  }).observe(region, { childList: true, subtree: true, characterData: true });
  return seen;
}

async function uploaded(element: HTMLElement, fileName: string) {
  await waitFor(() => expect(view(element).getByText('Uploaded')).toBeInTheDocument(), { timeout: 5000 });
  return storedMediaFiles().find((file) => file.fileName === fileName && file.guid === GUID);
}

beforeEach(async () => {
  await useNodeFormData();
  resetConfig({ pageType: 'product_askexpert' });
  resetUnavailableWarning();
});
afterEach(() => vi.unstubAllGlobals());

describe('<customer-media-upload> attributes', () => {
  it("shows 'Add Photos' with its help text, taking the default media types, several at a time", async () => {
    const element = await mountUploader({ 'data-help-text': 'Photos of your install help our experts.' });
    const button = view(element).getByRole('button', { name: 'Add Photos' });
    expect(button).toHaveAccessibleDescription('Photos of your install help our experts.');
    expect(fileInput(element)).toHaveAttribute('accept', 'image/jpg,image/jpeg,image/png,video/mp4');
    expect(fileInput(element).multiple).toBe(true);
    expect(button).not.toHaveClass('shop-media-upload__add--new');
  });

  it('takes the button title, the new button style, one file at a time and its own types', async () => {
    const element = await mountUploader({
      'data-button-title': 'Add a photo or video',
      'data-new-button-style': '',
      'data-allow-multi-select': 'false',
      'data-accept-types': 'image/png',
    });
    expect(view(element).getByRole('button', { name: 'Add a photo or video' })).toHaveClass(
      'shop-media-upload__add--new',
    );
    expect(fileInput(element).multiple).toBe(false);
    expect(fileInput(element)).toHaveAttribute('accept', 'image/png');
  });

  it('opens the file chooser from the button', async () => {
    const element = await mountUploader();
    const click = vi.spyOn(fileInput(element), 'click').mockImplementation(() => {});
    await userEvent.click(view(element).getByRole('button', { name: 'Add Photos' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it.each(['product_askexpert', 'Profile', 'new_review', 'account', 'question', 'installer'] as const)(
    'is available on page type %s',
    async (pageType) => {
      resetConfig({ pageType });
      const element = await mountUploader();
      expect(view(element).getByRole('button', { name: 'Add Photos' })).toBeInTheDocument();
    },
  );

  it('renders nothing on any other page type and says why once on the console', async () => {
    resetConfig({ pageType: 'faqcontent' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await mountUploader();
    const second = await mountUploader();
    await settle();
    for (const element of [first, second]) {
      expect(view(element).queryByRole('button')).toBeNull();
      expect(renderedNodes(element)[0]).toBeEmptyDOMElement();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      'shop-widgets: customer media upload is available only on the page types product_askexpert, Profile, ' +
        'new_review, account, question, installer; this page\'s type is "faqcontent", so the uploader shows nothing.',
    );
    expect(recordedRequests({ path: '/api/media/*' })).toEqual([]);
  });
});

describe('<customer-media-upload> uploading', () => {
  it('uploads a photo in chunks of 40960 bytes with every form field, stores it whole and shows its preview', async () => {
    const element = await mountUploader({
      'data-media-context': JSON.stringify({
        webSku: 'C13130',
        pageType: 'product_askexpert',
        questionSource: 2,
      }),
      'data-email-address': 'sam@example.com',
      'data-user-name': 'Sam',
    });
    const events = vi.fn();
    element.addEventListener('shop:media-uploaded', events);
    const { bytes, file } = photo(100_000);
    chooseFiles(fileInput(element), [file]);
    const stored = await uploaded(element, 'hitch-photo.png');

    const bodies = chunkBodies();
    expect(bodies.map((body) => [body.blobIndex, body.blobCount]).sort()).toEqual([
      ['1', '3'],
      ['2', '3'],
      ['3', '3'],
    ]);
    expect(bodies.map((body) => (body.data as { size: number }).size).sort()).toEqual([
      18_080, 40_960, 40_960,
    ]);
    expect(bodies[0]).toMatchObject({
      guid: GUID,
      fileName: 'hitch-photo.png',
      contentType: 'image/png',
      context: JSON.stringify({ webSku: 'C13130', questionSource: '2', pageType: 'product_askexpert' }),
      emailAddress: 'sam@example.com',
      userName: 'Sam',
    });
    expect(storedMediaBytes(stored?.fileRevisionId as number)).toEqual(bytes);
    const preview = rows(element)[0]?.querySelector('img');
    expect(preview).toHaveAttribute('src', `/images/uploads/${stored?.fileRevisionId}/hitch-photo.png`);
    expect(preview).toHaveAttribute('alt', '');
    expect(rows(element)[0]).toHaveAttribute('data-state', 'complete');
    expect((events.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      uploadGuid: GUID,
      fileRevisionId: stored?.fileRevisionId,
      fileName: 'hitch-photo.png',
      contentType: 'image/png',
      previewUrl: `/images/uploads/${stored?.fileRevisionId}/hitch-photo.png`,
    });
  });

  it('sends no emailAddress or userName when none is given', async () => {
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(10).file]);
    await uploaded(element, 'hitch-photo.png');
    expect(chunkBodies()[0]).not.toHaveProperty('emailAddress');
    expect(chunkBodies()[0]).not.toHaveProperty('userName');
  });

  it.each([
    ['BlobSize100', 100_000],
    ['BlobSize250', 250_000],
    ['BlobSize500', 500_000],
  ])('cuts chunks of the size the %s toggle gives', async (toggle, size) => {
    seedFakeShop({ featureToggles: { [toggle]: true } });
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(size + 1).file]);
    await uploaded(element, 'hitch-photo.png');
    expect(
      chunkBodies()
        .map((body) => (body.data as { size: number }).size)
        .sort((a, b) => a - b),
    ).toEqual([1, size]);
  });

  it('shows and announces the progress as chunk index / chunk count x 100, one chunk after another with the synchronous toggle', async () => {
    seedFakeShop({ featureToggles: { 'synchronous-media-uploader': true } });
    failMediaChunk({ blobIndex: 3, latencyMs: 800 });
    const element = await mountUploader();
    const announced = recordAnnouncements(element);
    chooseFiles(fileInput(element), [photo(100_000).file]);
    const bar = await view(element).findByRole('progressbar', { name: 'Uploading hitch-photo.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '67'));
    expect(bar).toHaveAttribute('aria-valuetext', '67%');
    expect(rows(element)[0]).toHaveAttribute('data-state', 'uploading');
    await uploaded(element, 'hitch-photo.png');
    expect(announced).toEqual([
      'Uploading hitch-photo.png',
      'hitch-photo.png: 33% uploaded',
      'hitch-photo.png: 67% uploaded',
      'hitch-photo.png uploaded',
    ]);
    const order = chunkBodies().map((body) => body.blobIndex);
    expect(order).toEqual(['1', '2', '3']);
  });

  it('retries a failed chunk and completes the file', async () => {
    failMediaChunk({ blobIndex: 2, times: 1 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await mountUploader();
    const { bytes, file } = photo(100_000);
    chooseFiles(fileInput(element), [file]);
    const stored = await uploaded(element, 'hitch-photo.png');
    expect(chunkBodies().filter((body) => body.blobIndex === '2')).toHaveLength(2);
    expect(chunkCalls()).toHaveLength(4);
    expect(storedMediaBytes(stored?.fileRevisionId as number)).toEqual(bytes);
  });

  it("fails the file after a chunk failed 1 + 3 times: '{file name} upload failed' without a server message", async () => {
    failMediaChunk({ blobIndex: 2, times: 4 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await mountUploader();
    const announced = recordAnnouncements(element);
    chooseFiles(fileInput(element), [photo(100_000).file]);
    expect(
      await view(element).findByText('hitch-photo.png upload failed', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(rows(element)[0]).toHaveAttribute('data-state', 'failed');
    expect(chunkBodies().filter((body) => body.blobIndex === '2')).toHaveLength(4);
    expect(announced.at(-1)).toBe('hitch-photo.png: hitch-photo.png upload failed');
    expect(storedMediaFiles().filter((file) => file.guid === GUID)).toEqual([]);
  });

  it("fails with 'upload unsuccessful' plus the server's ErrorMessage, and can be tried again", async () => {
    failMediaChunk({ blobIndex: 1, times: 4, errorMessage: 'The media service is full' });
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(30_000).file]);
    expect(
      await view(element).findByText(
        'upload unsuccessful - The media service is full',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(chunkCalls()).toHaveLength(4);
    await userEvent.click(view(element).getByRole('button', { name: 'Try again to upload hitch-photo.png' }));
    expect(await uploaded(element, 'hitch-photo.png')).toBeDefined();
  });

  it('waits 300 ms between retries on the synchronous path', async () => {
    seedFakeShop({ featureToggles: { 'synchronous-media-uploader': true } });
    failMediaChunk({ blobIndex: 1, times: 3, errorMessage: 'Busy' });
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(1000).file]);
    await uploaded(element, 'hitch-photo.png');
    const times = chunkCalls().map((call) => call.time);
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i += 1) {
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(290);
    }
  });

  it('uploads several files one after another, the later ones waiting', async () => {
    failMediaChunk({ blobIndex: 1, fileName: 'first.png', latencyMs: 400 });
    const element = await mountUploader();
    chooseFiles(fileInput(element), [
      photo(100, 'first.png').file,
      photo(100, 'second.jpg', 'image/jpeg').file,
    ]);
    await waitFor(() => expect(rows(element)).toHaveLength(2));
    expect(rows(element)[1]).toHaveAttribute('data-state', 'waiting');
    expect(within(rows(element)[1] as HTMLElement).getByText('Waiting to upload')).toBeVisible();
    await waitFor(() => expect(view(element).getAllByText('Uploaded')).toHaveLength(2), { timeout: 5000 });
  });

  it('cancels a file in progress: its remaining chunks are never sent', async () => {
    seedFakeShop({ featureToggles: { 'synchronous-media-uploader': true } });
    failMediaChunk({ blobIndex: 1, latencyMs: 600 });
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(100_000).file]);
    await userEvent.click(
      await view(element).findByRole('button', { name: 'Cancel upload of hitch-photo.png' }),
    );
    expect(rows(element)).toHaveLength(0);
    expect(focused(element)).toBe(view(element).getByRole('button', { name: 'Add Photos' }));
    await settle(900);
    expect(chunkBodies().map((body) => body.blobIndex)).toEqual(['1']);
    expect(storedMediaFiles().filter((file) => file.guid === GUID)).toEqual([]);
  });
});

describe('<customer-media-upload> offline', () => {
  const OFFLINE_TEXT = "You're offline. We'll try again when you're back online.";
  let online = true;
  beforeEach(() => {
    online = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  });
  afterEach(() => Reflect.deleteProperty(navigator, 'onLine'));

  it('says so while it waits, keeps the file, and uploads it when the connection is back', async () => {
    resetConfig({ pageType: 'product_askexpert', offlineWaitMs: 5_000 });
    const element = await mountUploader();
    const announced = recordAnnouncements(element);
    const { bytes, file } = photo(100_000);
    online = false;
    window.dispatchEvent(new Event('offline'));
    chooseFiles(fileInput(element), [file]);
    expect(await view(element).findByText(OFFLINE_TEXT)).toBeVisible();
    expect(rows(element)[0]).toHaveAttribute('data-state', 'uploading');
    expect(announced).toContain(`hitch-photo.png: ${OFFLINE_TEXT}`);
    expect(chunkCalls()).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    const stored = await uploaded(element, 'hitch-photo.png');
    expect(view(element).queryByText(OFFLINE_TEXT)).toBeNull();
    expect(storedMediaBytes(stored?.fileRevisionId as number)).toEqual(bytes);
  });

  it("fails with '{file name} upload failed' when the connection stays away past the bounded wait", async () => {
    resetConfig({ pageType: 'product_askexpert', offlineWaitMs: 200 });
    const element = await mountUploader();
    online = false;
    chooseFiles(fileInput(element), [photo(100_000).file]);
    expect(await view(element).findByText(OFFLINE_TEXT)).toBeVisible();
    expect(
      await view(element).findByText('hitch-photo.png upload failed', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(view(element).queryByText(OFFLINE_TEXT)).toBeNull();
    expect(rows(element)[0]).toHaveAttribute('data-state', 'failed');
    expect(chunkCalls()).toHaveLength(0);
    // The file is kept: it goes up with 'Try again' once the connection is back.
    online = true;
    fireEvent.click(view(element).getByRole('button', { name: 'Try again to upload hitch-photo.png' }));
    await uploaded(element, 'hitch-photo.png');
  });
});

describe('<customer-media-upload> file checks', () => {
  it('refuses a name over 120 characters before any upload', async () => {
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(10, `${'a'.repeat(117)}.png`).file]);
    expect(
      await view(element).findByText('Upload unsuccessful - File name must be 120 characters or less'),
    ).toBeVisible();
    await settle(50);
    expect(chunkCalls()).toEqual([]);
  });

  it('takes a name of exactly 120 characters', async () => {
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(10, `${'a'.repeat(116)}.png`).file]);
    await uploaded(element, `${'a'.repeat(116)}.png`);
  });

  it.each(['/', '\\', ':', '*', '?', '"', '<', '>', '|'])(
    'refuses a name with %s before any upload',
    async (character) => {
      const element = await mountUploader();
      chooseFiles(fileInput(element), [photo(10, `tow${character}bar.png`).file]);
      expect(
        await view(element).findByText(
          'Upload unsuccessful - File name must exclude: /, \\, :, *, ?, ", <, >, or |',
        ),
      ).toBeVisible();
      await settle(50);
      expect(chunkCalls()).toEqual([]);
    },
  );

  it('takes only jpg, jpeg, png and mp4, naming them', async () => {
    const element = await mountUploader();
    chooseFiles(fileInput(element), [
      photo(10, 'wiring.gif', 'image/gif').file,
      photo(10, 'clip.mov', 'video/quicktime').file,
    ]);
    expect(
      await view(element).findAllByText('Upload unsuccessful - File type must be jpg, jpeg, png or mp4'),
    ).toHaveLength(2);
    chooseFiles(fileInput(element), [
      photo(10, 'PHOTO.JPEG', '').file,
      photo(10, 'clip.mp4', 'video/mp4').file,
    ]);
    await waitFor(() => expect(view(element).getAllByText('Uploaded')).toHaveLength(2), { timeout: 5000 });
    expect(
      chunkBodies()
        .map((body) => body.contentType)
        .sort(),
    ).toEqual(['image/jpeg', 'video/mp4']);
  });

  it('takes only the types of data-accept-types', async () => {
    const element = await mountUploader({ 'data-accept-types': 'image/png' });
    chooseFiles(fileInput(element), [photo(10, 'clip.mp4', 'video/mp4').file]);
    expect(await view(element).findByText('Upload unsuccessful - File type must be png')).toBeVisible();
  });

  it('ignores a name already in the uploader', async () => {
    const element = await mountUploader();
    const announced = recordAnnouncements(element);
    chooseFiles(fileInput(element), [photo(10).file]);
    await uploaded(element, 'hitch-photo.png');
    chooseFiles(fileInput(element), [photo(20).file]);
    await settle(50);
    expect(rows(element)).toHaveLength(1);
    expect(chunkCalls()).toHaveLength(1);
    expect(announced.at(-1)).toBe('hitch-photo.png is already in the list');
  });

  it('cuts displayed names to 37 characters plus an ellipsis, keeping the whole name for screen readers', async () => {
    const name = 'installing-a-curt-class-iii-hitch-on-my-2019-f150.jpg';
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(10, name, 'image/jpeg').file]);
    await uploaded(element, name);
    const title = rows(element)[0]?.querySelector('.shop-media-upload__name');
    expect(title?.querySelector('[aria-hidden="true"]')).toHaveTextContent(
      /^installing-a-curt-class-iii-hitch-on-…$/,
    );
    expect(`${name.slice(0, 37)}…`).toBe('installing-a-curt-class-iii-hitch-on-…');
    expect(title).toHaveAttribute('title', name);
    expect(view(element).getByRole('button', { name: `Delete ${name}` })).toBeInTheDocument();
  });

  it('dismisses a refused file, after which the name may be chosen again', async () => {
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(0).file]);
    expect(await view(element).findByText('Upload unsuccessful - The file is empty')).toBeVisible();
    await userEvent.click(view(element).getByRole('button', { name: 'Dismiss hitch-photo.png' }));
    expect(rows(element)).toHaveLength(0);
    chooseFiles(fileInput(element), [photo(10).file]);
    await uploaded(element, 'hitch-photo.png');
  });
});

describe('<customer-media-upload> alt text and delete', () => {
  async function uploadedPhoto(attributes: Record<string, string> = {}) {
    const element = await mountUploader(attributes);
    chooseFiles(fileInput(element), [photo(10).file]);
    const stored = await uploaded(element, 'hitch-photo.png');
    return { element, revision: stored?.fileRevisionId as number };
  }

  it('sends a changed alt text as fileRevisionId + altText when the field is left', async () => {
    const { element, revision } = await uploadedPhoto();
    const field = view(element).getByRole('textbox', { name: 'Alt text for hitch-photo.png' });
    await userEvent.type(field, 'Hitch ball on a 2-inch receiver');
    await userEvent.tab();
    expect(await view(element).findByText('Alt text saved')).toBeVisible();
    expect(recordedRequests({ path: MEDIA_PATHS.altText })).toMatchObject([
      { method: 'PUT', body: [{ fileRevisionId: revision, altText: 'Hitch ball on a 2-inch receiver' }] },
    ]);
    expect(storedMediaFiles().find((file) => file.fileRevisionId === revision)?.altText).toBe(
      'Hitch ball on a 2-inch receiver',
    );
    field.focus();
    await userEvent.tab();
    expect(recordedRequests({ path: MEDIA_PATHS.altText })).toHaveLength(1);
  });

  it('says when the alt text could not be saved, keeping it', async () => {
    const { element } = await uploadedPhoto();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: MEDIA_PATHS.altText, status: 500 });
    const field = view(element).getByRole('textbox', { name: 'Alt text for hitch-photo.png' });
    await userEvent.type(field, 'Ball mount{Enter}');
    expect(await view(element).findByText('Alt text could not be saved. Please try again.')).toBeVisible();
    expect(field).toHaveValue('Ball mount');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no alt text for a video', async () => {
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(10, 'clip.mp4', 'video/mp4').file]);
    await uploaded(element, 'clip.mp4');
    expect(view(element).queryByRole('textbox')).toBeNull();
  });

  it('deletes an upload with its descriptor and emits the deleted revision id', async () => {
    const { element, revision } = await uploadedPhoto();
    const deleted = vi.fn();
    window.addEventListener('shop:media-deleted', deleted);
    const announced = recordAnnouncements(element);
    await userEvent.click(view(element).getByRole('button', { name: 'Delete hitch-photo.png' }));
    await waitFor(() => expect(rows(element)).toHaveLength(0));
    window.removeEventListener('shop:media-deleted', deleted);
    expect((deleted.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      uploadGuid: GUID,
      fileRevisionId: revision,
    });
    expect(recordedRequests({ path: MEDIA_PATHS.deleteImage })[0]?.body).toMatchObject({
      fileName: 'hitch-photo.png',
      extension: 'png',
      mediaType: 'Image',
      contentType: 'image/png',
      revision,
    });
    expect(announced.at(-1)).toBe('Image successfully removed');
    expect(focused(element)).toBe(view(element).getByRole('button', { name: 'Add Photos' }));
    expect(storedMediaFiles().find((file) => file.fileRevisionId === revision)).toBeUndefined();
  });

  it("shows 'Failed to remove question image' when the delete fails, keeping the file", async () => {
    const { element } = await uploadedPhoto();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: MEDIA_PATHS.deleteImage, status: 500 });
    const deleted = vi.fn();
    element.addEventListener('shop:media-deleted', deleted);
    await userEvent.click(view(element).getByRole('button', { name: 'Delete hitch-photo.png' }));
    expect(await view(element).findByRole('alert')).toHaveTextContent('Failed to remove question image');
    expect(rows(element)).toHaveLength(1);
    expect(deleted).not.toHaveBeenCalled();
  });

  it('offers no delete without data-allow-delete', async () => {
    const { element } = await uploadedPhoto({ 'data-allow-delete': 'false' });
    expect(view(element).queryByRole('button', { name: 'Delete hitch-photo.png' })).toBeNull();
  });

  it('asks before deleting an upload on a question page', async () => {
    resetConfig({ pageType: 'question' });
    const { element } = await uploadedPhoto();
    await userEvent.click(view(element).getByRole('button', { name: 'Delete hitch-photo.png' }));
    const dialog = await view(element).findByRole('dialog', { name: 'Remove this image?' });
    expect(dialog).toHaveTextContent(
      'hitch-photo.png will be removed from this question. This cannot be undone.',
    );
    expect(recordedRequests({ path: MEDIA_PATHS.deleteImage })).toEqual([]);
  });
});

describe('<customer-media-upload> existing uploads', () => {
  it('lists the uploads the server has for the guid and entity, with preview and alt text', async () => {
    const element = await mountUploader({
      'data-upload-guid': SAMPLE_QUESTION_UPLOAD_GUID,
      'data-entity-id': SAMPLE_QUESTION_ENTITY_ID,
    });
    expect(await view(element).findByText('hitch-ball-on-my-truck.png')).toBeVisible();
    expect(view(element).getByText('Uploaded earlier')).toBeVisible();
    expect(rows(element)[0]?.querySelector('img')).toHaveAttribute(
      'src',
      `/images/uploads/${SAMPLE_REVISION_ID}/hitch-ball-on-my-truck.png`,
    );
    expect(
      view(element).getByRole('textbox', { name: 'Alt text for hitch-ball-on-my-truck.png' }),
    ).toHaveValue('Chrome hitch ball mounted on a black receiver');
    expect(recordedRequests({ path: '/api/media/uploads/load/*' })).toMatchObject([
      {
        path: `/api/media/uploads/load/${SAMPLE_QUESTION_UPLOAD_GUID}/file-revisions`,
        search: `?entityID=${SAMPLE_QUESTION_ENTITY_ID}`,
      },
    ]);
  });

  it('asks before deleting a question image: Keep sends nothing, Remove deletes it', async () => {
    const element = await mountUploader({
      'data-upload-guid': SAMPLE_QUESTION_UPLOAD_GUID,
      'data-entity-id': SAMPLE_QUESTION_ENTITY_ID,
    });
    const deleted = vi.fn();
    element.addEventListener('shop:media-deleted', deleted);
    const remove = await view(element).findByRole('button', { name: 'Delete hitch-ball-on-my-truck.png' });
    await userEvent.click(remove);
    await userEvent.click(await view(element).findByRole('button', { name: 'Keep image' }));
    expect(view(element).queryByRole('dialog')).toBeNull();
    expect(recordedRequests({ path: MEDIA_PATHS.deleteImage })).toEqual([]);

    await userEvent.click(remove);
    await userEvent.click(await view(element).findByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(rows(element)).toHaveLength(0));
    expect((deleted.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      uploadGuid: SAMPLE_QUESTION_UPLOAD_GUID,
      fileRevisionId: SAMPLE_REVISION_ID,
    });
  });

  it('loads nothing without an upload guid, and still uploads under a guid of its own', async () => {
    const element = await mountElement(TAG);
    chooseFiles(fileInput(element), [photo(10).file]);
    await waitFor(() => expect(view(element).getByText('Uploaded')).toBeVisible(), { timeout: 5000 });
    expect(recordedRequests({ path: '/api/media/uploads/load/*' })).toEqual([]);
    expect(String(chunkBodies()[0]?.guid)).toMatch(/^media-/);
  });

  it('says so when the existing uploads cannot be loaded, and still uploads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/media/uploads/load/*', status: 500 });
    const element = await mountUploader();
    expect(
      await view(element).findByText(
        'Your earlier uploads could not be loaded. Reload the page to try again.',
      ),
    ).toBeVisible();
    chooseFiles(fileInput(element), [photo(10).file]);
    await uploaded(element, 'hitch-photo.png');
  });

  it('keeps working through a malformed chunk answer, failing only that file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: MEDIA_PATHS.blobs, malformedBody: true, times: 4 });
    const element = await mountUploader();
    chooseFiles(fileInput(element), [photo(10).file]);
    expect(
      await view(element).findByText('hitch-photo.png upload failed', {}, { timeout: 5000 }),
    ).toBeVisible();
    fireEvent.click(view(element).getByRole('button', { name: 'Try again to upload hitch-photo.png' }));
    await uploaded(element, 'hitch-photo.png');
  });
});
