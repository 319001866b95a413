import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import * as z from 'zod';
import {
  altTextChangeSchema,
  associateMediaRequestSchema,
  associateMediaResultSchema,
  fileRevisionsSchema,
  MEDIA_PATHS,
  type MediaBlobResponse,
  mediaBlobResponseSchema,
  mediaFileDescriptorSchema,
  mediaResultSchema,
} from '../../api/media';
import {
  clearMediaChunkFaults,
  failMediaChunk,
  mediaChunkFaultSchema,
  storedMediaBytes,
  storedMediaFiles,
} from '../media/controls';
import {
  findStoredFile,
  type MediaChunkFault,
  previewPath,
  type ReceivedChunk,
  receiveChunk,
  type StoredMediaFile,
  takeChunkFault,
} from '../media/store';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * The media service: chunked customer uploads really assembled into stored files, previews served
 * from /images/uploads/{revision}/{file name}, existing uploads, association, deletes and alt text.
 * Plus its controls at /__fake-shop/media/* (not recorded, never faulted).
 */

const ok = (fields: Partial<MediaBlobResponse> = {}) =>
  jsonAs(mediaBlobResponseSchema, {
    Error: 'False',
    ErrorMessage: '',
    FileRevisionId: 0,
    Response: null,
    ...fields,
  });

const refused = (message: string) =>
  jsonAs(mediaBlobResponseSchema, {
    Error: 'True',
    ErrorMessage: message,
    FileRevisionId: 0,
    Response: null,
  });

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

async function readChunk(form: FormData): Promise<ReceivedChunk> {
  const data = form.get('data');
  const bytes =
    data !== null && typeof data === 'object' && 'arrayBuffer' in data
      ? new Uint8Array(await data.arrayBuffer())
      : null;
  return {
    guid: text(form, 'guid'),
    blobIndex: Number(text(form, 'blobIndex')),
    blobCount: Number(text(form, 'blobCount')),
    data: bytes,
    fileName: text(form, 'fileName'),
    contentType: text(form, 'contentType'),
    context: text(form, 'context'),
    emailAddress: text(form, 'emailAddress'),
    userName: text(form, 'userName'),
  };
}

/** Applies a chunk fault; undefined means "now store the chunk normally". */
async function faultAnswer(fault: MediaChunkFault): Promise<Response | undefined> {
  if (fault.latencyMs !== undefined) await delay(fault.latencyMs);
  if (fault.errorMessage) return refused(fault.errorMessage);
  if (fault.status !== undefined || fault.latencyMs === undefined) {
    return errorJson(fault.status ?? 500, `Injected failure of chunk ${fault.blobIndex}`);
  }
  return undefined;
}

function uploadedFile(file: StoredMediaFile) {
  return {
    fileName: file.fileName,
    extension: file.extension,
    mediaType: file.mediaType,
    contentType: file.contentType,
    revision: file.fileRevisionId,
    revisionDate: file.revisionDate,
    previewUrl: previewPath(file),
    altText: file.altText,
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function fileResponse(file: StoredMediaFile): Response {
  return new HttpResponse(file.bytes.slice().buffer as ArrayBuffer, {
    headers: { 'content-type': file.contentType, 'cache-control': 'no-store' },
  });
}

/**
 * An association without an entity id: the guid `{session}-reply-{item id}` names the item answered
 * (community §7), so the files go to the newest customer reply this session posted on that item (a
 * comment when the reply's replyToId is -1, else the reply answered). Null when there is none.
 */
function replyNamedByGuid(guid: string): string | null {
  const prefix = `${state.session.userSession}-reply-`;
  if (!guid.startsWith(prefix)) return null;
  const itemId = Number(guid.slice(prefix.length));
  if (!Number.isInteger(itemId) || itemId <= 0) return null;
  const replies = state.content.replies.filter(
    (reply) =>
      reply.source === 'Comment' &&
      reply.postedBySession === state.session.userSession &&
      (reply.replyToId === itemId || (reply.replyToId === -1 && reply.commentId === itemId)),
  );
  const newest = replies.reduce<(typeof replies)[number] | undefined>(
    (found, reply) => (!found || reply.replyId > found.replyId ? reply : found),
    undefined,
  );
  return newest ? String(newest.replyId) : null;
}

export const mediaHandlers: HttpHandler[] = [
  shopHttp.post(`*${MEDIA_PATHS.blobs}`, async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return errorJson(400, 'The body must be multipart form data');
    }
    const chunk = await readChunk(form);
    const fault = takeChunkFault(state.media, chunk.blobIndex, chunk.fileName);
    if (fault) {
      const answer = await faultAnswer(fault);
      if (answer) return answer;
    }
    const outcome = receiveChunk(state.media, chunk);
    if (!outcome.ok) return refused(outcome.message);
    if (!outcome.file) return ok();
    return ok({
      FileRevisionId: outcome.file.fileRevisionId,
      Response: JSON.stringify([{ Key: 'preview', Value: previewPath(outcome.file) }]),
    });
  }),

  shopHttp.get('*/api/media/uploads/load/:id/file-revisions', ({ request, params }) => {
    const guid = pathParam(params, 'id');
    const entityId = new URL(request.url).searchParams.get('entityID') ?? '';
    // Files still waiting under the guid, and those already attached to the entity.
    const files = state.media.files.filter(
      (file) =>
        (file.guid === guid && file.entityId === null) || (entityId !== '' && file.entityId === entityId),
    );
    return jsonAs(fileRevisionsSchema, files.map(uploadedFile));
  }),

  shopHttp.put(`*${MEDIA_PATHS.associate}`, async ({ request }) => {
    const body = await readJsonBody(request, associateMediaRequestSchema);
    if (body instanceof Response) return body;
    const entityId = body.entityId ?? replyNamedByGuid(body.guid);
    if (entityId === null) return jsonAs(associateMediaResultSchema, { success: false, fileRevisionIds: [] });
    // Files already attached stay where they are (a second reply under the same guid gets only its own).
    const files = state.media.files.filter((file) => file.guid === body.guid && file.entityId === null);
    for (const file of files) file.entityId = entityId;
    return jsonAs(associateMediaResultSchema, {
      success: true,
      fileRevisionIds: files.map((file) => file.fileRevisionId),
    });
  }),

  shopHttp.post(`*${MEDIA_PATHS.deleteImage}`, async ({ request }) => {
    const body = await readJsonBody(request, mediaFileDescriptorSchema);
    if (body instanceof Response) return body;
    const file = findStoredFile(state.media, body.revision);
    if (!file || file.fileName !== body.fileName) return jsonAs(mediaResultSchema, { success: false });
    state.media.files = state.media.files.filter((stored) => stored !== file);
    return jsonAs(mediaResultSchema, { success: true });
  }),

  shopHttp.put(`*${MEDIA_PATHS.altText}`, async ({ request }) => {
    const body = await readJsonBody(request, z.array(altTextChangeSchema));
    if (body instanceof Response) return body;
    const files = body.map((change) => findStoredFile(state.media, change.fileRevisionId));
    if (files.some((file) => !file)) return jsonAs(mediaResultSchema, { success: false });
    body.forEach((change, i) => {
      (files[i] as StoredMediaFile).altText = change.altText;
    });
    return jsonAs(mediaResultSchema, { success: true });
  }),

  shopHttp.get('*/images/uploads/:revision/:file', ({ params }) => {
    const file = findStoredFile(state.media, Number(pathParam(params, 'revision')));
    const name = pathParam(params, 'file');
    if (!file || (name !== file.fileName && safeDecode(name) !== file.fileName)) {
      return HttpResponse.text('No such upload', { status: 404 });
    }
    return fileResponse(file);
  }),

  // Controls (plain msw handlers: never recorded, never faulted).
  http.post('*/__fake-shop/media/chunk-faults', async ({ request }) => {
    const body = await readJsonBody(request, mediaChunkFaultSchema);
    if (body instanceof Response) return body;
    failMediaChunk(body);
    return HttpResponse.json({ chunkFaults: state.media.chunkFaults }, { status: 201 });
  }),

  http.delete('*/__fake-shop/media/chunk-faults', () => {
    clearMediaChunkFaults();
    return HttpResponse.json({ chunkFaults: [] });
  }),

  http.get('*/__fake-shop/media/files', () => HttpResponse.json({ files: storedMediaFiles() })),

  http.get('*/__fake-shop/media/files/:revision/content', ({ params }) => {
    const bytes = storedMediaBytes(Number(pathParam(params, 'revision')));
    if (!bytes) return HttpResponse.text('No such upload', { status: 404 });
    return new HttpResponse(bytes.buffer as ArrayBuffer, {
      headers: { 'content-type': 'application/octet-stream' },
    });
  }),
];
