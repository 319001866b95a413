import {
  ACCEPTED_EXTENSIONS,
  extensionOf,
  fileProblem,
  isVideo,
} from '../../elements/community/customer-media-upload/media-rules';
import { samplePhotoPng } from './png';

/**
 * The fake shop's media service: chunks received per (guid, file name) and assembled into stored
 * files, which are served back as previews under /images/uploads/{revision}/{file name}.
 */

export interface StoredMediaFile {
  fileRevisionId: number;
  guid: string;
  /** The comment, reply or question the file was associated with; null until then. */
  entityId: string | null;
  fileName: string;
  extension: string;
  contentType: string;
  mediaType: 'Image' | 'Video';
  bytes: Uint8Array;
  altText: string;
  revisionDate: string;
  /** The media context sent with the chunks (parsed JSON), the sender's email and name. */
  context: Record<string, unknown> | null;
  emailAddress: string;
  userName: string;
}

export interface PendingMediaUpload {
  guid: string;
  fileName: string;
  contentType: string;
  blobCount: number;
  /** Chunk bytes by blobIndex (1 to blobCount). */
  chunks: Record<number, Uint8Array>;
}

/**
 * A failure for chunk `blobIndex` (of any file, or of `fileName`) for the next `remaining` chunk
 * calls that match: a wait first when `latencyMs` is set, then an answer `{ Error: 'True',
 * ErrorMessage }` when `errorMessage` is set, otherwise the HTTP `status` (500 unless given). With
 * only a latency the chunk is then stored normally.
 */
export interface MediaChunkFault {
  blobIndex: number;
  fileName?: string;
  status?: number;
  errorMessage?: string;
  latencyMs?: number;
  remaining: number;
}

export interface MediaState {
  files: StoredMediaFile[];
  /** Keyed by `${guid}\n${fileName}`. */
  pending: Record<string, PendingMediaUpload>;
  nextRevisionId: number;
  chunkFaults: MediaChunkFault[];
}

/** A question on the demo question page that already has a customer photo. */
export const SAMPLE_QUESTION_ENTITY_ID = '1042';
export const SAMPLE_QUESTION_UPLOAD_GUID = 'fake-session-shopper-question-1042';
export const SAMPLE_REVISION_ID = 9001;

let samplePhoto: Uint8Array | undefined;

function sampleFiles(): StoredMediaFile[] {
  samplePhoto ??= samplePhotoPng({ width: 160, height: 120 });
  return [
    {
      fileRevisionId: SAMPLE_REVISION_ID,
      guid: SAMPLE_QUESTION_UPLOAD_GUID,
      entityId: SAMPLE_QUESTION_ENTITY_ID,
      fileName: 'hitch-ball-on-my-truck.png',
      extension: 'png',
      contentType: 'image/png',
      mediaType: 'Image',
      bytes: samplePhoto.slice(),
      altText: 'Chrome hitch ball mounted on a black receiver',
      revisionDate: '2025-05-14T16:20:00.000Z',
      context: { webSku: 'C13130', pageType: 'question', mediaSource: 'Customer' },
      emailAddress: 'jordan@example.com',
      userName: 'Jordan',
    },
  ];
}

export function createInitialMediaState(): MediaState {
  return { files: sampleFiles(), pending: {}, nextRevisionId: 9100, chunkFaults: [] };
}

export function previewPath(file: Pick<StoredMediaFile, 'fileRevisionId' | 'fileName'>): string {
  return `/images/uploads/${file.fileRevisionId}/${encodeURIComponent(file.fileName)}`;
}

export interface ReceivedChunk {
  guid: string;
  blobIndex: number;
  blobCount: number;
  /** Null when the request had no `data` field. */
  data: Uint8Array | null;
  fileName: string;
  contentType: string;
  context: string;
  emailAddress: string;
  userName: string;
}

export type ChunkOutcome = { ok: true; file: StoredMediaFile | null } | { ok: false; message: string };

function parseContext(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function checkChunk(chunk: ReceivedChunk): string | null {
  if (!chunk.guid) return 'The upload guid is missing';
  if (!chunk.fileName) return 'The file name is missing';
  const problem = fileProblem({ name: chunk.fileName, size: 1 });
  if (problem) return problem.replace(/^Upload unsuccessful - /, '');
  if (!Number.isInteger(chunk.blobCount) || chunk.blobCount < 1) return 'blobCount must be 1 or more';
  if (!Number.isInteger(chunk.blobIndex) || chunk.blobIndex < 1 || chunk.blobIndex > chunk.blobCount) {
    return `Chunk ${chunk.blobIndex} of ${chunk.fileName} is outside 1 to ${chunk.blobCount}`;
  }
  if (!chunk.data || chunk.data.length === 0) {
    return `Chunk ${chunk.blobIndex} of ${chunk.fileName} is missing its data`;
  }
  return null;
}

/** Every chunk but the last has the same size, the last is not larger, and none is missing. */
function assemble(upload: PendingMediaUpload): Uint8Array | string {
  const parts: Uint8Array[] = [];
  for (let index = 1; index <= upload.blobCount; index += 1) {
    const part = upload.chunks[index];
    if (!part) return `Chunk ${index} of ${upload.fileName} is missing`;
    parts.push(part);
  }
  const size = parts[0]?.length ?? 0;
  const misfit = parts.findIndex((part, i) =>
    i < parts.length - 1 ? part.length !== size : part.length > size,
  );
  if (misfit >= 0) return `Chunk ${misfit + 1} of ${upload.fileName} does not fit the others`;
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * Takes one chunk. Chunks may come in any order (the uploader sends them in parallel); a chunk sent
 * again replaces the earlier copy. When every chunk from 1 to blobCount is there, the file is
 * assembled in index order, stored as a new revision (replacing an earlier file of that name under
 * that guid) and returned.
 */
export function receiveChunk(media: MediaState, chunk: ReceivedChunk): ChunkOutcome {
  const problem = checkChunk(chunk);
  if (problem) return { ok: false, message: problem };
  const key = `${chunk.guid}\n${chunk.fileName}`;
  const existing = media.pending[key];
  if (existing && existing.blobCount !== chunk.blobCount) {
    delete media.pending[key];
    return {
      ok: false,
      message: `The chunk count of ${chunk.fileName} changed from ${existing.blobCount} to ${chunk.blobCount}`,
    };
  }
  const upload = existing ?? {
    guid: chunk.guid,
    fileName: chunk.fileName,
    contentType: chunk.contentType,
    blobCount: chunk.blobCount,
    chunks: {},
  };
  media.pending[key] = upload;
  upload.chunks[chunk.blobIndex] = chunk.data as Uint8Array;
  if (Object.keys(upload.chunks).length < upload.blobCount) return { ok: true, file: null };

  delete media.pending[key];
  const bytes = assemble(upload);
  if (typeof bytes === 'string') return { ok: false, message: bytes };
  const extension = extensionOf(chunk.fileName);
  const contentType =
    upload.contentType || (ACCEPTED_EXTENSIONS[extension]?.at(-1) ?? 'application/octet-stream');
  const file: StoredMediaFile = {
    fileRevisionId: media.nextRevisionId,
    guid: chunk.guid,
    entityId: null,
    fileName: chunk.fileName,
    extension,
    contentType,
    mediaType: isVideo(contentType) || extension === 'mp4' ? 'Video' : 'Image',
    bytes,
    altText: '',
    revisionDate: new Date().toISOString(),
    context: parseContext(chunk.context),
    emailAddress: chunk.emailAddress,
    userName: chunk.userName,
  };
  media.nextRevisionId += 1;
  media.files = media.files.filter(
    (stored) => !(stored.guid === file.guid && stored.fileName === file.fileName),
  );
  media.files.push(file);
  return { ok: true, file };
}

/** Finds the first chunk fault for this chunk and uses up one of its calls. */
export function takeChunkFault(
  media: MediaState,
  blobIndex: number,
  fileName: string,
): MediaChunkFault | undefined {
  const index = media.chunkFaults.findIndex(
    (fault) => fault.blobIndex === blobIndex && (fault.fileName === undefined || fault.fileName === fileName),
  );
  const fault = media.chunkFaults[index];
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) media.chunkFaults.splice(index, 1);
  return { ...fault };
}

export function findStoredFile(media: MediaState, fileRevisionId: number): StoredMediaFile | undefined {
  return media.files.find((file) => file.fileRevisionId === fileRevisionId);
}
