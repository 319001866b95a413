import * as z from 'zod/mini';
import { request } from '../core/http';
import type { OnlineWaitHooks } from '../core/offline';
import { optionalField } from '../core/tolerant';

/**
 * The media service (community spec §7 "Media"): customer photo and video uploads in chunks, the
 * association of an upload with the saved comment or question, existing uploads, deletes and alt
 * text. Where the spec gives no body or answer shape, the schemas here are the contract (README
 * "Media upload calls"); the fake shop answers with them.
 */
export const MEDIA_PATHS = {
  /** POST, form data: one chunk of one file. */
  blobs: '/api/media/uploads/customer-media-blobs',
  /** PUT: attach the files uploaded under a guid to the saved entity. */
  associate: '/api/media/uploads/associate',
  /** POST: body is the media file descriptor. */
  deleteImage: '/api/media/uploads/delete-image',
  /** PUT: alt text changes. Not given by the spec. */
  altText: '/api/media/uploads/alt-text',
} as const;

/** GET /api/media/uploads/load/{id}/file-revisions (with the entityID query). */
export function fileRevisionsPath(id: string): string {
  return `/api/media/uploads/load/${encodeURIComponent(id)}/file-revisions`;
}

/** Written as text or as a number by server templates; sent on as text. */
const contextValue = z.optional(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  ),
);

/** Spec §3 "Media context": where the upload comes from; sent with every chunk as JSON. */
export const mediaContextSchema = z.object({
  webSku: contextValue,
  questionSource: contextValue,
  productGroup: contextValue,
  manufacturer: contextValue,
  subject: contextValue,
  pageType: contextValue,
  mediaSource: contextValue,
});
export type MediaContext = z.infer<typeof mediaContextSchema>;

/**
 * Spec §7: the guid files are uploaded under, the session plus '-comment-' or '-reply-' plus the id
 * of the comment or reply (staff §9).
 */
export function mediaUploadGuid(session: string, kind: 'comment' | 'reply', id: string | number): string {
  return `${session}-${kind}-${id}`;
}

const revisionIdSchema = z.union([
  z.int(),
  z.pipe(
    z.string().check(z.regex(/^\d*$/)),
    z.transform((value) => (value === '' ? 0 : Number(value))),
  ),
]);

/**
 * Spec §7: Error ('False' means ok), ErrorMessage, FileRevisionId, Response (a JSON list whose first
 * item's value is the preview). The fake shop sends Response as a JSON string
 * `[{"Key":"preview","Value":"/images/uploads/..."}]` on the chunk that completes the file; an
 * already parsed list is accepted too.
 */
export const mediaBlobResponseSchema = z.object({
  Error: z.union([z.string(), z.boolean()]),
  ErrorMessage: optionalField('mediaBlobResponse.ErrorMessage', z.string()),
  FileRevisionId: optionalField('mediaBlobResponse.FileRevisionId', revisionIdSchema),
  Response: optionalField('mediaBlobResponse.Response', z.union([z.string(), z.array(z.unknown())])),
});
export type MediaBlobResponse = z.infer<typeof mediaBlobResponseSchema>;

export function isBlobResponseOk(response: MediaBlobResponse): boolean {
  return String(response.Error).trim().toLowerCase() === 'false';
}

/** The file revision id a chunk answer carries (the chunk that completed the file), or null. */
export function fileRevisionIdOf(response: MediaBlobResponse): number | null {
  const id = response.FileRevisionId;
  return typeof id === 'number' && id > 0 ? id : null;
}

function entryValue(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const value = record.Value ?? record.value;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The preview address in a chunk answer's Response (its first item's value), or null. */
export function previewUrlOf(response: MediaBlobResponse): string | null {
  let list: unknown = response.Response;
  if (typeof list === 'string') {
    if (list.trim() === '') return null;
    try {
      list = JSON.parse(list);
    } catch {
      return null;
    }
  }
  return Array.isArray(list) ? entryValue(list[0]) : null;
}

/** One chunk of one file (spec §7 form fields; `blobIndex` counts from 1 to `blobCount`). */
export interface MediaChunk {
  guid: string;
  blobIndex: number;
  blobCount: number;
  data: Blob;
  fileName: string;
  contentType: string;
  context: MediaContext;
  emailAddress?: string;
  userName?: string;
}

/** POST /api/media/uploads/customer-media-blobs as form data. */
export function uploadMediaChunk(
  chunk: MediaChunk,
  options: OnlineWaitHooks & { idempotencyKey?: string } = {},
): Promise<MediaBlobResponse> {
  const form = new FormData();
  form.append('guid', chunk.guid);
  form.append('blobIndex', String(chunk.blobIndex));
  form.append('blobCount', String(chunk.blobCount));
  form.append('data', chunk.data, chunk.fileName);
  form.append('fileName', chunk.fileName);
  form.append('contentType', chunk.contentType);
  form.append('context', JSON.stringify(chunk.context));
  if (chunk.emailAddress) form.append('emailAddress', chunk.emailAddress);
  if (chunk.userName) form.append('userName', chunk.userName);
  return request(MEDIA_PATHS.blobs, {
    method: 'post',
    body: form,
    schema: mediaBlobResponseSchema,
    ...options,
    // The uploader retries each chunk itself (3 times, community §4): one layer of retries only.
    retry: 'none',
  });
}

/** Spec §3 "Media file descriptor"; `revision` is the file revision id. */
export const mediaFileDescriptorSchema = z.object({
  fileName: z.string(),
  extension: z.string(),
  mediaType: z.enum(['Image', 'Video']),
  contentType: z.string(),
  revision: z.int(),
  revisionDate: z.string(),
});
export type MediaFileDescriptor = z.infer<typeof mediaFileDescriptorSchema>;

/** One existing upload: the descriptor, where its preview is, and its alt text. */
export const uploadedMediaFileSchema = z.extend(mediaFileDescriptorSchema, {
  previewUrl: z.string(),
  altText: optionalField('uploadedMediaFile.altText', z.string()),
});
export type UploadedMediaFile = z.infer<typeof uploadedMediaFileSchema>;
export const fileRevisionsSchema = z.array(uploadedMediaFileSchema);

/**
 * GET /api/media/uploads/load/{id}/file-revisions?entityID=...: the files uploaded under the guid
 * `id` and not yet attached to anything, and those attached to the entity when `entityId` is given.
 */
export function loadMediaFileRevisions(
  id: string,
  entityId?: string,
  signal?: AbortSignal,
): Promise<UploadedMediaFile[]> {
  return request(fileRevisionsPath(id), {
    schema: fileRevisionsSchema,
    searchParams: { entityID: entityId || undefined },
    signal,
  });
}

export const mediaResultSchema = z.object({ success: z.boolean() });
export type MediaResult = z.infer<typeof mediaResultSchema>;

/** POST /api/media/uploads/delete-image with the media file descriptor. */
export function deleteMediaImage(
  descriptor: MediaFileDescriptor,
  idempotencyKey?: string,
): Promise<MediaResult> {
  return request(MEDIA_PATHS.deleteImage, {
    method: 'post',
    json: descriptor,
    schema: mediaResultSchema,
    idempotencyKey,
  });
}

/** Spec §3 "Alt text change". */
export const altTextChangeSchema = z.object({ fileRevisionId: z.int(), altText: z.string() });
export type AltTextChange = z.infer<typeof altTextChangeSchema>;

/** PUT {@link MEDIA_PATHS}.altText with a list of alt text changes. */
export function saveMediaAltText(changes: AltTextChange[], idempotencyKey?: string): Promise<MediaResult> {
  return request(MEDIA_PATHS.altText, {
    method: 'put',
    json: changes,
    schema: mediaResultSchema,
    idempotencyKey,
  });
}

/**
 * PUT associate: the body is not shown by the spec; this is the contract. `entityId` is the saved
 * comment, reply or question id. Without it the shop attaches the files to the entity the guid names
 * (community §7: session + '-reply-' + the id of the item answered): the newest reply that session
 * posted on that item. A reply needs that, because its answer is only "a truthy result" (§7), not
 * always the new id. `success: false` means nothing was attached.
 */
export const associateMediaRequestSchema = z.object({
  guid: z.string().check(z.minLength(1)),
  entityId: z.optional(z.string().check(z.minLength(1))),
  context: z.optional(mediaContextSchema),
});
export type AssociateMediaRequest = z.infer<typeof associateMediaRequestSchema>;

export const associateMediaResultSchema = z.object({
  success: z.boolean(),
  /** Read by no widget: never fails the answer. */
  fileRevisionIds: optionalField('associateMedia.fileRevisionIds', z.array(z.int())),
});
export type AssociateMediaResult = z.infer<typeof associateMediaResultSchema>;

/**
 * PUT /api/media/uploads/associate: attach every file uploaded under `guid` (and not yet attached)
 * to the saved entity (the comment, reply or question id, or the one the guid names), after the form
 * that holds the uploader was saved.
 */
export function associateMediaUploads(
  body: AssociateMediaRequest,
  idempotencyKey?: string,
): Promise<AssociateMediaResult> {
  return request(MEDIA_PATHS.associate, {
    method: 'put',
    json: body,
    schema: associateMediaResultSchema,
    idempotencyKey,
  });
}
