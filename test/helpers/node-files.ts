import { File as NodeFile } from 'node:buffer';
import { fireEvent } from '@testing-library/react';

/**
 * Files and form data that Node's fetch can send. Under jsdom, `FormData`, `Blob` and `File` are
 * jsdom's, which Node's fetch (and so msw/node) cannot serialise; code that uploads files
 * (`request(..., { body: FormData })`) needs Node's own. Call `useNodeFormData()` in a
 * `beforeEach` of a test file that uploads, and make files with `nodeFile()`.
 */
let NodeFormData: typeof FormData | undefined;

async function nodeFormDataClass(): Promise<typeof FormData> {
  if (!NodeFormData) {
    // Response is Node's (jsdom has none); the FormData it parses into is Node's FormData.
    const parsed = await new Response('probe=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }).formData();
    NodeFormData = parsed.constructor as typeof FormData;
  }
  return NodeFormData;
}

/** Replaces jsdom's FormData with Node's for the current test (restored by `vi.unstubAllGlobals`). */
export async function useNodeFormData(): Promise<void> {
  vi.stubGlobal('FormData', await nodeFormDataClass());
}

/** A file Node's FormData accepts. */
export function nodeFile(bytes: Uint8Array | string, name: string, type = ''): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

/** `size` bytes counting 0..250 over and over, so a misplaced chunk changes the content. */
export function patternBytes(size: number, seed = 0): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i + seed) % 251;
  return bytes;
}

/** Chooses files on a file input as a browser does: sets its files, then fires change. */
export function chooseFiles(input: HTMLInputElement, files: File[]): void {
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  fireEvent.change(input);
}
