import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fileRevisionIdOf,
  isBlobResponseOk,
  MEDIA_PATHS,
  mediaBlobResponseSchema,
  mediaContextSchema,
  mediaUploadGuid,
  previewUrlOf,
} from '../../../src/api/media';
import { resetConfig } from '../../../src/core/config';
import {
  chunkCount,
  resolveUploadSettings,
  uploadFileInChunks,
} from '../../../src/elements/community/customer-media-upload/chunk-upload';
import {
  allowedExtensions,
  contentTypeOf,
  DEFAULT_ACCEPT_TYPES,
  displayName,
  fileProblem,
  MEDIA_UPLOAD_PAGE_TYPES,
  parseAcceptTypes,
  wrongTypeMessage,
} from '../../../src/elements/community/customer-media-upload/media-rules';
import { MediaUploader } from '../../../src/elements/community/customer-media-upload/media-uploader';
import type { MediaUploadSummary } from '../../../src/elements/community/customer-media-upload/use-media-uploader';
import { recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { failMediaChunk, storedMediaBytes } from '../../../src/mocks/media/controls';
import { chooseFiles, nodeFile, patternBytes, useNodeFormData } from '../../helpers/node-files';

describe('media rules', () => {
  it('registers upload on the page types of spec §2 only', () => {
    expect(MEDIA_UPLOAD_PAGE_TYPES).toEqual([
      'product_askexpert',
      'Profile',
      'new_review',
      'account',
      'question',
      'installer',
    ]);
  });

  it('checks the name length, then the forbidden characters, then the type, then emptiness', () => {
    expect(fileProblem({ name: `${'x'.repeat(116)}.jpg`, size: 1 })).toBeNull();
    expect(fileProblem({ name: `${'x'.repeat(117)}.jpg`, size: 1 })).toBe(
      'Upload unsuccessful - File name must be 120 characters or less',
    );
    expect(fileProblem({ name: `${'x'.repeat(120)}?.gif`, size: 0 })).toBe(
      'Upload unsuccessful - File name must be 120 characters or less',
    );
    expect(fileProblem({ name: 'a|b.gif', size: 0 })).toBe(
      'Upload unsuccessful - File name must exclude: /, \\, :, *, ?, ", <, >, or |',
    );
    expect(fileProblem({ name: 'ab.gif', size: 0 })).toBe(
      'Upload unsuccessful - File type must be jpg, jpeg, png or mp4',
    );
    expect(fileProblem({ name: 'ab.PNG', size: 0 })).toBe('Upload unsuccessful - The file is empty');
    expect(fileProblem({ name: 'noextension', size: 5 })).toMatch(/File type must be/);
  });

  it('derives the accepted extensions from the accept types', () => {
    expect(parseAcceptTypes(DEFAULT_ACCEPT_TYPES)).toEqual([
      'image/jpg',
      'image/jpeg',
      'image/png',
      'video/mp4',
    ]);
    expect(allowedExtensions(parseAcceptTypes(DEFAULT_ACCEPT_TYPES))).toEqual(['jpg', 'jpeg', 'png', 'mp4']);
    expect(allowedExtensions(parseAcceptTypes('image/jpeg; video/mp4'))).toEqual(['jpg', 'jpeg', 'mp4']);
    expect(allowedExtensions(parseAcceptTypes('image/gif'))).toEqual([]);
    expect(wrongTypeMessage(['png'])).toBe('Upload unsuccessful - File type must be png');
    expect(wrongTypeMessage(['png', 'mp4'])).toBe('Upload unsuccessful - File type must be png or mp4');
  });

  it('cuts displayed names to 37 characters plus an ellipsis', () => {
    expect(displayName('a'.repeat(37))).toBe('a'.repeat(37));
    expect(displayName('a'.repeat(38))).toBe(`${'a'.repeat(37)}…`);
  });

  it('takes the content type from the extension when the browser gives none', () => {
    expect(contentTypeOf({ name: 'x.JPG', type: '' })).toBe('image/jpeg');
    expect(contentTypeOf({ name: 'x.mp4', type: '' })).toBe('video/mp4');
    expect(contentTypeOf({ name: 'x.png', type: 'image/png' })).toBe('image/png');
  });
});

describe('media calls', () => {
  it("makes the guid from the session, '-comment-' or '-reply-', and the id", () => {
    expect(mediaUploadGuid('abc123', 'comment', 42)).toBe('abc123-comment-42');
    expect(mediaUploadGuid('abc123', 'reply', '7')).toBe('abc123-reply-7');
  });

  it("reads the chunk answer: Error 'False' is ok, the revision id and the first item's value as preview", () => {
    const answer = mediaBlobResponseSchema.parse({
      Error: 'False',
      ErrorMessage: null,
      FileRevisionId: '812',
      Response: '[{"Key":"preview","Value":"/p.png"},{"Key":"x","Value":"y"}]',
    });
    expect(isBlobResponseOk(answer)).toBe(true);
    expect(fileRevisionIdOf(answer)).toBe(812);
    expect(previewUrlOf(answer)).toBe('/p.png');
    expect(previewUrlOf({ ...answer, Response: [{ value: '/q.png' }] })).toBe('/q.png');
    expect(previewUrlOf({ ...answer, Response: 'not json' })).toBeNull();
    expect(isBlobResponseOk({ ...answer, Error: 'True' })).toBe(false);
    expect(isBlobResponseOk({ ...answer, Error: false })).toBe(true);
    expect(fileRevisionIdOf({ ...answer, FileRevisionId: 0 })).toBeNull();
  });

  it('keeps the media context fields as text', () => {
    expect(mediaContextSchema.parse({ webSku: 'C13130', questionSource: 3, other: 'x' })).toEqual({
      webSku: 'C13130',
      questionSource: '3',
    });
  });
});

describe('chunk upload', () => {
  beforeEach(async () => {
    await useNodeFormData();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts chunks, one at least', () => {
    expect(chunkCount(0, 40_960)).toBe(1);
    expect(chunkCount(40_960, 40_960)).toBe(1);
    expect(chunkCount(40_961, 40_960)).toBe(2);
  });

  it('uses 40960-byte chunks in parallel by default; the largest BlobSize toggle on wins', async () => {
    expect(await resolveUploadSettings()).toEqual({ chunkSize: 40_960, sequential: false });
  });

  it.each([
    [{ BlobSize100: true }, 100_000, false],
    [{ BlobSize100: true, BlobSize250: true }, 250_000, false],
    [{ BlobSize500: true, BlobSize250: true, 'synchronous-media-uploader': true }, 500_000, true],
  ])('reads %j as chunks of %i bytes', async (toggles, chunkSize, sequential) => {
    seedFakeShop({ featureToggles: toggles });
    expect(await resolveUploadSettings()).toEqual({ chunkSize, sequential });
  });

  it('reports progress after each chunk and gives the revision and preview of the completed file', async () => {
    const bytes = patternBytes(25);
    const progress: number[] = [];
    const result = await uploadFileInChunks({
      file: nodeFile(bytes, 'tiny.png', 'image/png'),
      fileName: 'tiny.png',
      contentType: 'image/png',
      guid: 'g-1',
      context: {},
      settings: { chunkSize: 10, sequential: true },
      signal: new AbortController().signal,
      onProgress: (percent) => progress.push(percent),
    });
    expect(progress).toEqual([33, 67, 100]);
    if (!result.ok) throw new Error(result.message);
    expect(result.previewUrl).toBe(`/images/uploads/${result.fileRevisionId}/tiny.png`);
    expect(storedMediaBytes(result.fileRevisionId)).toEqual(bytes);
  });

  it('stops the other chunks once one has failed for good', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failMediaChunk({ blobIndex: 1, times: 4 });
    const result = await uploadFileInChunks({
      file: nodeFile(patternBytes(1000), 'many.png', 'image/png'),
      fileName: 'many.png',
      contentType: 'image/png',
      guid: 'g-2',
      context: {},
      settings: { chunkSize: 10, sequential: false },
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(result).toEqual({ ok: false, message: 'many.png upload failed' });
    // 4 tries of chunk 1, while the other three lanes go on; then none of the 100 chunks is started.
    const sent = recordedRequests({ path: MEDIA_PATHS.blobs }).map(
      (call) => (call.body as { blobIndex: string }).blobIndex,
    );
    expect(sent.filter((index) => index === '1')).toHaveLength(4);
    expect(sent.length).toBeLessThan(40);
  });

  it('rejects with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    failMediaChunk({ blobIndex: 1, latencyMs: 300 });
    const upload = uploadFileInChunks({
      file: nodeFile(patternBytes(10), 'a.png', 'image/png'),
      fileName: 'a.png',
      contentType: 'image/png',
      guid: 'g-3',
      context: {},
      settings: { chunkSize: 10, sequential: true },
      signal: controller.signal,
      onProgress: () => {},
    });
    setTimeout(() => controller.abort(), 20);
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('<MediaUploader> embedded in a React form', () => {
  beforeEach(async () => {
    await useNodeFormData();
    resetConfig({ pageType: 'question' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reports every change of the list, the upload and the delete to its host', async () => {
    const changes: MediaUploadSummary[][] = [];
    const onUploaded = vi.fn();
    const onDelete = vi.fn();
    const { container } = render(
      <MediaUploader
        uploadGuid="sess-9-reply-12"
        onUploadsChange={(uploads) => changes.push(uploads)}
        onUploaded={onUploaded}
        onDelete={onDelete}
      />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    chooseFiles(input, [nodeFile(patternBytes(50), 'trailer.jpg', 'image/jpeg')]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const uploaded = onUploaded.mock.calls[0]?.[0] as MediaUploadSummary;
    expect(uploaded).toMatchObject({
      uploadGuid: 'sess-9-reply-12',
      fileName: 'trailer.jpg',
      status: 'complete',
    });
    expect(changes.map((list) => list.map((upload) => upload.status))).toContainEqual(['uploading']);
    expect(changes.at(-1)?.[0]).toMatchObject({
      status: 'complete',
      fileRevisionId: uploaded.fileRevisionId,
    });

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Alt text for trailer.jpg' }),
      'Trailer tongue{Enter}',
    );
    await waitFor(() => expect(changes.at(-1)?.[0]?.altText).toBe('Trailer tongue'));

    // A question page: the delete asks first (the dialog renders inline without a container).
    await userEvent.click(screen.getByRole('button', { name: 'Delete trailer.jpg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    expect(onDelete.mock.calls[0]?.[0]).toBe(uploaded.fileRevisionId);
    expect(changes.at(-1)).toEqual([]);
  });

  it('renders nothing where media upload is not registered', async () => {
    resetConfig({ pageType: 'tv2' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<MediaUploader uploadGuid="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
