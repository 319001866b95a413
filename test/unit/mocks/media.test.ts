import {
  associateMediaUploads,
  deleteMediaImage,
  fileRevisionIdOf,
  fileRevisionsSchema,
  isBlobResponseOk,
  loadMediaFileRevisions,
  MEDIA_PATHS,
  type MediaChunk,
  mediaBlobResponseSchema,
  previewUrlOf,
  saveMediaAltText,
  uploadMediaChunk,
} from '../../../src/api/media';
import { recordedRequests, resetFakeShop, seedFakeShop } from '../../../src/mocks/controls';
import {
  clearMediaChunkFaults,
  failMediaChunk,
  storedMediaBytes,
  storedMediaFiles,
} from '../../../src/mocks/media/controls';
import { samplePhotoPng } from '../../../src/mocks/media/png';
import {
  SAMPLE_QUESTION_ENTITY_ID,
  SAMPLE_QUESTION_UPLOAD_GUID,
  SAMPLE_REVISION_ID,
} from '../../../src/mocks/media/store';
import { state } from '../../../src/mocks/state';
import { nodeFile, patternBytes, useNodeFormData } from '../../helpers/node-files';
import { getJson, postJson, shopFetch } from './shop-fetch';

const GUID = 'fake-session-shopper-comment-77';

beforeEach(async () => {
  await useNodeFormData();
});
afterEach(() => vi.unstubAllGlobals());

/** The chunks of `bytes` as the uploader sends them (blobIndex from 1). */
function chunksOf(bytes: Uint8Array, size: number, fileName = 'hitch.png', guid = GUID): MediaChunk[] {
  const file = nodeFile(bytes, fileName, 'image/png');
  const count = Math.ceil(bytes.length / size);
  return Array.from({ length: count }, (_, i) => ({
    guid,
    blobIndex: i + 1,
    blobCount: count,
    data: file.slice(i * size, (i + 1) * size, 'image/png'),
    fileName,
    contentType: 'image/png',
    context: { webSku: 'C13130', pageType: 'product_askexpert' },
  }));
}

describe('POST /api/media/uploads/customer-media-blobs', () => {
  it('assembles chunks sent out of order into the stored file and answers the revision and preview', async () => {
    const bytes = patternBytes(100_000);
    const [first, second, third] = chunksOf(bytes, 40_960);
    if (!first || !second || !third) throw new Error('three chunks expected');
    const answers = [
      await uploadMediaChunk(third),
      await uploadMediaChunk(first),
      await uploadMediaChunk(second),
    ];
    expect(answers.map(isBlobResponseOk)).toEqual([true, true, true]);
    expect(answers.slice(0, 2).map(fileRevisionIdOf)).toEqual([null, null]);
    const revision = fileRevisionIdOf(answers[2] as never);
    expect(revision).toBeGreaterThan(0);
    expect(previewUrlOf(answers[2] as never)).toBe(`/images/uploads/${revision}/hitch.png`);
    expect(storedMediaBytes(revision as number)).toEqual(bytes);
    expect(storedMediaFiles().find((file) => file.fileRevisionId === revision)).toMatchObject({
      guid: GUID,
      fileName: 'hitch.png',
      contentType: 'image/png',
      mediaType: 'Image',
      size: 100_000,
      context: { webSku: 'C13130', pageType: 'product_askexpert' },
      entityId: null,
    });
    expect(state.media.pending).toEqual({});
  });

  it('records the form fields of each chunk', async () => {
    const [chunk] = chunksOf(patternBytes(10), 40_960);
    await uploadMediaChunk({ ...(chunk as MediaChunk), emailAddress: 'sam@example.com', userName: 'Sam' });
    expect(recordedRequests({ path: MEDIA_PATHS.blobs })[0]?.body).toEqual({
      guid: GUID,
      blobIndex: '1',
      blobCount: '1',
      data: { fileName: 'hitch.png', size: 10, type: 'image/png' },
      fileName: 'hitch.png',
      contentType: 'image/png',
      context: JSON.stringify({ webSku: 'C13130', pageType: 'product_askexpert' }),
      emailAddress: 'sam@example.com',
      userName: 'Sam',
    });
  });

  it('takes a chunk sent again (a retry) in place of the first copy', async () => {
    const bytes = patternBytes(50_000);
    const [first, second] = chunksOf(bytes, 40_960);
    await uploadMediaChunk(first as MediaChunk);
    await uploadMediaChunk(first as MediaChunk);
    const answer = await uploadMediaChunk(second as MediaChunk);
    expect(storedMediaBytes(fileRevisionIdOf(answer) as number)).toEqual(bytes);
  });

  it('refuses a chunk without data, outside the count, or with a changed count', async () => {
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return shopFetch(MEDIA_PATHS.blobs, { method: 'POST', body });
    };
    const base = { guid: GUID, fileName: 'a.png', contentType: 'image/png', context: '{}' };
    const noData = mediaBlobResponseSchema.parse(
      await (await form({ ...base, blobIndex: '1', blobCount: '2' })).json(),
    );
    expect(noData).toMatchObject({ Error: 'True', ErrorMessage: 'Chunk 1 of a.png is missing its data' });

    const [, second] = chunksOf(patternBytes(50_000), 40_960, 'a.png');
    const outside = await uploadMediaChunk({ ...(second as MediaChunk), blobIndex: 3 });
    expect(outside).toMatchObject({ Error: 'True', ErrorMessage: 'Chunk 3 of a.png is outside 1 to 2' });

    await uploadMediaChunk(second as MediaChunk);
    const changed = await uploadMediaChunk({ ...(second as MediaChunk), blobCount: 5 });
    expect(changed).toMatchObject({
      Error: 'True',
      ErrorMessage: 'The chunk count of a.png changed from 2 to 5',
    });
  });

  it('refuses chunks whose sizes do not line up', async () => {
    const file = nodeFile(patternBytes(30), 'odd.png', 'image/png');
    const chunk = (blobIndex: number, from: number, to: number) =>
      uploadMediaChunk({
        guid: GUID,
        blobIndex,
        blobCount: 2,
        data: file.slice(from, to),
        fileName: 'odd.png',
        contentType: 'image/png',
        context: {},
      });
    await chunk(1, 0, 10);
    expect(await chunk(2, 10, 30)).toMatchObject({
      Error: 'True',
      ErrorMessage: 'Chunk 2 of odd.png does not fit the others',
    });
    expect(storedMediaFiles().filter((stored) => stored.fileName === 'odd.png')).toEqual([]);
  });

  it('applies the file-name rules of the spec on its side too', async () => {
    const [chunk] = chunksOf(patternBytes(10), 40_960, 'what?.png');
    expect(await uploadMediaChunk(chunk as MediaChunk)).toMatchObject({
      Error: 'True',
      ErrorMessage: 'File name must exclude: /, \\, :, *, ?, ", <, >, or |',
    });
  });
});

describe('chunk faults', () => {
  it('fails chunk 2 once with a 500, then stores it normally', async () => {
    failMediaChunk({ blobIndex: 2 });
    const [first, second] = chunksOf(patternBytes(50_000), 40_960);
    await uploadMediaChunk(first as MediaChunk);
    await expect(uploadMediaChunk(second as MediaChunk)).rejects.toMatchObject({ kind: 'http', status: 500 });
    const retried = await uploadMediaChunk(second as MediaChunk);
    expect(fileRevisionIdOf(retried)).toBeGreaterThan(0);
    expect(state.media.chunkFaults).toEqual([]);
  });

  it("answers { Error: 'True', ErrorMessage } for a fault with a message, for one file name only", async () => {
    failMediaChunk({ blobIndex: 1, errorMessage: 'Storage is full', fileName: 'b.png', times: 2 });
    const [other] = chunksOf(patternBytes(10), 40_960, 'a.png');
    expect(isBlobResponseOk(await uploadMediaChunk(other as MediaChunk))).toBe(true);
    const [chunk] = chunksOf(patternBytes(10), 40_960, 'b.png');
    expect(await uploadMediaChunk(chunk as MediaChunk)).toMatchObject({
      Error: 'True',
      ErrorMessage: 'Storage is full',
    });
    expect(state.media.chunkFaults[0]?.remaining).toBe(1);
    clearMediaChunkFaults();
    expect(isBlobResponseOk(await uploadMediaChunk(chunk as MediaChunk))).toBe(true);
  });

  it('waits first and then stores the chunk for a latency-only fault', async () => {
    failMediaChunk({ blobIndex: 1, latencyMs: 120 });
    const [chunk] = chunksOf(patternBytes(10), 40_960);
    const started = Date.now();
    const answer = await uploadMediaChunk(chunk as MediaChunk);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(fileRevisionIdOf(answer)).toBeGreaterThan(0);
  });

  it('rejects a fault that is not one', () => {
    expect(() => failMediaChunk({ blobIndex: 0 })).toThrow(/Invalid chunk fault/);
    expect(() => failMediaChunk({ blobIndex: 1, status: 500, errorMessage: 'x' })).toThrow(/not both/);
  });
});

describe('previews, existing uploads, association, delete and alt text', () => {
  it('serves a stored file as its preview', async () => {
    const png = samplePhotoPng({ width: 20, height: 10 });
    const [chunk] = chunksOf(png, 40_960, 'my photo.png');
    const url = previewUrlOf(await uploadMediaChunk(chunk as MediaChunk));
    expect(url).toMatch(/^\/images\/uploads\/\d+\/my%20photo\.png$/);
    const response = await shopFetch(url as string);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect((await shopFetch('/images/uploads/1/nothing.png')).status).toBe(404);
  });

  it('lists the sample question photo by its entity, parsing with the library schema', async () => {
    const byEntity = await loadMediaFileRevisions(SAMPLE_QUESTION_UPLOAD_GUID, SAMPLE_QUESTION_ENTITY_ID);
    expect(byEntity).toEqual([
      {
        fileName: 'hitch-ball-on-my-truck.png',
        extension: 'png',
        mediaType: 'Image',
        contentType: 'image/png',
        revision: SAMPLE_REVISION_ID,
        revisionDate: '2025-05-14T16:20:00.000Z',
        previewUrl: `/images/uploads/${SAMPLE_REVISION_ID}/hitch-ball-on-my-truck.png`,
        altText: 'Chrome hitch ball mounted on a black receiver',
      },
    ]);
    expect(await loadMediaFileRevisions('another-guid', SAMPLE_QUESTION_ENTITY_ID)).toEqual(byEntity);
    // Attached to the question, so no longer listed by its upload guid alone.
    expect(await loadMediaFileRevisions(SAMPLE_QUESTION_UPLOAD_GUID)).toEqual([]);
    expect(recordedRequests({ path: '/api/media/uploads/load/*' }).map((r) => r.search)).toEqual([
      `?entityID=${SAMPLE_QUESTION_ENTITY_ID}`,
      `?entityID=${SAMPLE_QUESTION_ENTITY_ID}`,
      '',
    ]);
  });

  it('associates every file of a guid with the saved entity, which then lists them instead of the guid', async () => {
    const [chunk] = chunksOf(patternBytes(10), 40_960);
    const revision = fileRevisionIdOf(await uploadMediaChunk(chunk as MediaChunk));
    expect((await loadMediaFileRevisions(GUID)).map((file) => file.revision)).toEqual([revision]);
    const result = await associateMediaUploads({ guid: GUID, entityId: '555' });
    expect(result).toEqual({ success: true, fileRevisionIds: [revision] });
    expect((await loadMediaFileRevisions('other', '555')).map((file) => file.revision)).toEqual([revision]);
    // A new form under the same guid starts empty.
    expect(await loadMediaFileRevisions(GUID)).toEqual([]);
  });

  it('without an entity id, attaches the files of a reply guid to the newest reply this session posted there', async () => {
    const replyGuid = 'fake-session-shopper-reply-501';
    const [chunk] = chunksOf(patternBytes(10), 40_960, 'reply.png', replyGuid);
    const revision = fileRevisionIdOf(await uploadMediaChunk(chunk as MediaChunk));
    // No reply of this session answers comment 501 yet (the seed replies are other people's).
    expect(await associateMediaUploads({ guid: replyGuid })).toMatchObject({ success: false });
    const posted = await postJson('/api/contentreply/reply', {
      parentId: 501,
      replyTo: '',
      isComment: true,
      replyId: -1,
      replyText: 'Mine clears it too.',
      author: 'Morgan Diaz',
      authorEmail: 'morgan@example.com',
      replyDate: new Date().toISOString(),
      replyLinks: [],
      replyProductWebskus: [],
      notifyCustomer: true,
      replyToId: -1,
      replySource: 'Comment',
      replyById: 0,
    });
    const replyId = (await posted.json()) as number;
    expect(await associateMediaUploads({ guid: replyGuid })).toEqual({
      success: true,
      fileRevisionIds: [revision],
    });
    expect((await loadMediaFileRevisions('other', String(replyId))).map((file) => file.revision)).toEqual([
      revision,
    ]);
    // Files already attached stay with their reply.
    expect(await associateMediaUploads({ guid: replyGuid, entityId: '999' })).toEqual({
      success: true,
      fileRevisionIds: [],
    });
  });

  it('deletes an image by its descriptor, once', async () => {
    const [file] = fileRevisionsSchema.parse(
      await getJson(
        `/api/media/uploads/load/${SAMPLE_QUESTION_UPLOAD_GUID}/file-revisions?entityID=${SAMPLE_QUESTION_ENTITY_ID}`,
      ),
    );
    const descriptor = {
      fileName: file?.fileName ?? '',
      extension: 'png',
      mediaType: 'Image' as const,
      contentType: 'image/png',
      revision: SAMPLE_REVISION_ID,
      revisionDate: file?.revisionDate ?? '',
    };
    expect(await deleteMediaImage(descriptor)).toEqual({ success: true });
    expect(await deleteMediaImage(descriptor)).toEqual({ success: false });
    expect(await loadMediaFileRevisions(SAMPLE_QUESTION_UPLOAD_GUID, SAMPLE_QUESTION_ENTITY_ID)).toEqual([]);
    expect((await postJson(MEDIA_PATHS.deleteImage, { revision: 1 })).status).toBe(400);
  });

  it('saves alt text changes, and refuses an unknown revision', async () => {
    expect(await saveMediaAltText([{ fileRevisionId: SAMPLE_REVISION_ID, altText: 'Ball mount' }])).toEqual({
      success: true,
    });
    expect(storedMediaFiles()[0]?.altText).toBe('Ball mount');
    expect(await saveMediaAltText([{ fileRevisionId: 1, altText: 'x' }])).toEqual({ success: false });
  });

  it('starts again from the seed on reset', async () => {
    seedFakeShop({ media: { files: [] } });
    expect(await loadMediaFileRevisions('g', SAMPLE_QUESTION_ENTITY_ID)).toEqual([]);
    resetFakeShop();
    expect(await loadMediaFileRevisions('g', SAMPLE_QUESTION_ENTITY_ID)).toHaveLength(1);
  });
});

describe('controls over HTTP', () => {
  it('fails a chunk, lists stored files and reads their bytes back', async () => {
    const created = await postJson('/__fake-shop/media/chunk-faults', { blobIndex: 2, times: 1 });
    expect(created.status).toBe(201);
    expect(state.media.chunkFaults).toEqual([{ blobIndex: 2, remaining: 1 }]);
    expect((await postJson('/__fake-shop/media/chunk-faults', { blobIndex: 'two' })).status).toBe(400);
    await shopFetch('/__fake-shop/media/chunk-faults', { method: 'DELETE' });
    expect(state.media.chunkFaults).toEqual([]);

    const bytes = patternBytes(5000, 7);
    const [chunk] = chunksOf(bytes, 40_960);
    const revision = fileRevisionIdOf(await uploadMediaChunk(chunk as MediaChunk));
    const { files } = (await getJson('/__fake-shop/media/files')) as { files: { fileRevisionId: number }[] };
    expect(files.map((file) => file.fileRevisionId)).toContain(revision);
    const content = await shopFetch(`/__fake-shop/media/files/${revision}/content`);
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(bytes);
    expect(recordedRequests({ path: '/__fake-shop/*' })).toEqual([]);
  });
});
