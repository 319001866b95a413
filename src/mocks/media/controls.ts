import * as z from 'zod';
import { state } from '../state';
import type { StoredMediaFile } from './store';

/**
 * Controls of the fake shop's media service, for tests, stories and (over HTTP at
 * /__fake-shop/media/*) the demo and Playwright: fail a given chunk, read stored files back.
 */

export const mediaChunkFaultSchema = z
  .object({
    /** The chunk to fail, counted from 1 like the blobIndex field. */
    blobIndex: z.number().int().positive(),
    /** Only chunks of this file name (any file when absent). */
    fileName: z.string().min(1).optional(),
    /** Answer with this HTTP status (500 unless `errorMessage` is given). */
    status: z.number().int().min(400).max(599).optional(),
    /** Answer 200 with `{ Error: 'True', ErrorMessage: errorMessage }` instead of an HTTP error. */
    errorMessage: z.string().min(1).optional(),
    /** Wait this long first; alone, the chunk is then stored normally. */
    latencyMs: z.number().int().nonnegative().max(600_000).optional(),
    /** How many matching chunk calls it applies to (1 by default). */
    times: z.number().int().positive().default(1),
  })
  .refine((fault) => !(fault.status !== undefined && fault.errorMessage !== undefined), {
    message: 'Give status or errorMessage, not both',
  });
export type MediaChunkFaultOptions = z.input<typeof mediaChunkFaultSchema>;

/** Fails chunk `blobIndex` for the next `times` matching chunk calls, e.g. `failMediaChunk({ blobIndex: 2 })`. */
export function failMediaChunk(options: MediaChunkFaultOptions): void {
  const parsed = mediaChunkFaultSchema.safeParse(options);
  if (!parsed.success) throw new Error(`Invalid chunk fault: ${z.prettifyError(parsed.error)}`);
  const { times, ...fault } = parsed.data;
  state.media.chunkFaults.push({ ...fault, remaining: times });
}

export function clearMediaChunkFaults(): void {
  state.media.chunkFaults.length = 0;
}

/** A stored file without its bytes (their size instead), as the read-back control answers it. */
export interface StoredMediaFileSummary extends Omit<StoredMediaFile, 'bytes'> {
  size: number;
}

export function storedMediaFiles(): StoredMediaFileSummary[] {
  return state.media.files.map(({ bytes, ...file }) => ({ ...structuredClone(file), size: bytes.length }));
}

/** The stored bytes of a file revision (a copy), or undefined. */
export function storedMediaBytes(fileRevisionId: number): Uint8Array | undefined {
  return state.media.files.find((file) => file.fileRevisionId === fileRevisionId)?.bytes.slice();
}
