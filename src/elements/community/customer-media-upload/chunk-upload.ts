import {
  fileRevisionIdOf,
  isBlobResponseOk,
  type MediaContext,
  previewUrlOf,
  uploadMediaChunk,
} from '../../../api/media';
import { newIdempotencyKey } from '../../../core/http';
import { isToggleOn } from '../../../core/toggles';
import {
  CHUNK_SIZE_TOGGLES,
  DEFAULT_CHUNK_SIZE,
  MAX_CHUNK_RETRIES,
  MEDIA_MESSAGES,
  PARALLEL_CHUNKS,
  SYNCHRONOUS_RETRY_WAIT_MS,
  SYNCHRONOUS_UPLOAD_TOGGLE,
} from './media-rules';

export interface UploadSettings {
  chunkSize: number;
  /** One chunk after another (toggle synchronous-media-uploader) instead of in parallel. */
  sequential: boolean;
}

/** Spec §9: the chunk size from the BlobSize toggles (the largest that is on), and the upload mode. */
export async function resolveUploadSettings(): Promise<UploadSettings> {
  const [sizesOn, sequential] = await Promise.all([
    Promise.all(CHUNK_SIZE_TOGGLES.map((toggle) => isToggleOn(toggle.key))),
    isToggleOn(SYNCHRONOUS_UPLOAD_TOGGLE),
  ]);
  const chosen = CHUNK_SIZE_TOGGLES.find((_, i) => sizesOn[i]);
  return { chunkSize: chosen?.size ?? DEFAULT_CHUNK_SIZE, sequential };
}

export interface FileUpload {
  file: Blob;
  fileName: string;
  contentType: string;
  guid: string;
  context: MediaContext;
  emailAddress?: string;
  userName?: string;
  settings: UploadSettings;
  signal: AbortSignal;
  /** Spec §4: chunk index / chunk count x 100, whole percent, after each chunk that succeeded. */
  onProgress: (percentageComplete: number) => void;
  /** true: a chunk waits for the connection (the http layer's bounded wait); false: it is back. */
  onOffline?: (waiting: boolean) => void;
}

export type FileUploadResult =
  | { ok: true; fileRevisionId: number; previewUrl: string | null }
  | { ok: false; message: string };

class ChunkFailed extends Error {
  constructor(readonly serverMessage: string | null) {
    super('chunk failed');
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

import { isAbort } from './abort';

export { isAbort };

export function chunkCount(size: number, chunkSize: number): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}

/**
 * Uploads one file in chunks (blobIndex 1 to blobCount). Each chunk is tried once and retried up to
 * {@link MAX_CHUNK_RETRIES} times (after an HTTP or network failure, or an answer whose Error is
 * not 'False'); on the sequential path with a 300 ms wait between tries. When a chunk still fails,
 * the file fails: 'upload unsuccessful - {ErrorMessage}' with the server's last message, otherwise
 * '{file name} upload failed'. Throws an AbortError when `signal` aborts (a cancelled upload).
 */
export async function uploadFileInChunks(upload: FileUpload): Promise<FileUploadResult> {
  const { file, settings, signal } = upload;
  const count = chunkCount(file.size, settings.chunkSize);
  // A failed chunk stops the chunks still waiting on the parallel path.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let done = 0;
  let fileRevisionId: number | null = null;
  let previewUrl: string | null = null;

  const sendChunk = async (blobIndex: number): Promise<void> => {
    const start = (blobIndex - 1) * settings.chunkSize;
    const chunk = {
      guid: upload.guid,
      blobIndex,
      blobCount: count,
      data: file.slice(start, start + settings.chunkSize, upload.contentType),
      fileName: upload.fileName,
      contentType: upload.contentType,
      context: upload.context,
      emailAddress: upload.emailAddress,
      userName: upload.userName,
    };
    // One key per try whose outcome is unknown: after a definite answer (a refusal, an HTTP error)
    // the next try is a new request, which a server honouring the key would otherwise replay.
    let idempotencyKey = newIdempotencyKey();
    let serverMessage: string | null = null;
    for (let attempt = 0; attempt <= MAX_CHUNK_RETRIES; attempt += 1) {
      if (attempt > 0 && settings.sequential) await wait(SYNCHRONOUS_RETRY_WAIT_MS, stop.signal);
      stop.signal.throwIfAborted();
      let waitingForOnline = false;
      try {
        const answer = await uploadMediaChunk(chunk, {
          signal: stop.signal,
          idempotencyKey,
          onWaitingForOnline: () => {
            waitingForOnline = true;
            upload.onOffline?.(true);
          },
          onBackOnline: () => {
            waitingForOnline = false;
            upload.onOffline?.(false);
          },
        });
        if (isBlobResponseOk(answer)) {
          fileRevisionId = fileRevisionIdOf(answer) ?? fileRevisionId;
          previewUrl = previewUrlOf(answer) ?? previewUrl;
          done += 1;
          upload.onProgress(Math.round((done / count) * 100));
          return;
        }
        serverMessage = answer.ErrorMessage?.trim() || serverMessage;
        idempotencyKey = newIdempotencyKey();
      } catch (error) {
        if (isAbort(error) || stop.signal.aborted) throw error;
        // Still offline after the bounded wait: the file fails now, with no further tries.
        if (waitingForOnline) throw new ChunkFailed(serverMessage);
        if ((error as { kind?: unknown }).kind === 'http') idempotencyKey = newIdempotencyKey();
      }
    }
    throw new ChunkFailed(serverMessage);
  };

  const failure = (error: unknown): FileUploadResult => {
    if (error instanceof ChunkFailed && error.serverMessage) {
      return { ok: false, message: MEDIA_MESSAGES.uploadUnsuccessful(error.serverMessage) };
    }
    return { ok: false, message: MEDIA_MESSAGES.uploadFailed(upload.fileName) };
  };

  // The first chunk that failed for good; the other lanes then only report their abort.
  let firstFailure: unknown;
  try {
    const indexes = Array.from({ length: count }, (_, i) => i + 1);
    const lanes = settings.sequential ? 1 : Math.min(PARALLEL_CHUNKS, count);
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        for (let next = indexes.shift(); next !== undefined; next = indexes.shift()) {
          try {
            await sendChunk(next);
          } catch (error) {
            if (!stop.signal.aborted) firstFailure = error;
            stop.abort();
            throw error;
          }
        }
      }),
    );
  } catch (error) {
    if (signal.aborted) throw new DOMException('The upload was cancelled.', 'AbortError');
    return failure(firstFailure ?? error);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  if (fileRevisionId === null) return failure(new ChunkFailed(null));
  return { ok: true, fileRevisionId, previewUrl };
}
