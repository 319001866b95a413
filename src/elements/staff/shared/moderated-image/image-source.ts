import { isSafeUrl } from '../../../../core/attributes';
import { getConfig } from '../../../../core/config';

/**
 * Where a question image's picture comes from (staff §3.17: `base64Image` or `filePath`), and how a
 * base64 image opens in a new tab. The picture type of base64 data is read from its first bytes, never
 * from a `data:` prefix the server sent, and only raster types are allowed: an SVG or HTML "image"
 * opened from a blob URL would run with this page's origin.
 */
export const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type RasterType = (typeof RASTER_TYPES)[number];

/** How long a blob URL opened in a tab stays valid (the tab has loaded it long before). */
export const BLOB_URL_LIFETIME_MS = 60_000;

/** The base64 payload without a `data:...;base64,` prefix and without whitespace. */
export function base64Payload(value: string): string {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  return (comma >= 0 ? value.slice(comma + 1) : value).replace(/\s+/g, '');
}

function decode(payload: string): Uint8Array | null {
  try {
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The raster type of the picture, from its first bytes; null for anything else (or bad base64). */
export function rasterTypeOf(payload: string): RasterType | null {
  // 16 base64 characters are 12 bytes: enough for every signature below.
  const head = decode(payload.slice(0, 16));
  if (!head) return null;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

export type ImageSource =
  | { kind: 'base64'; src: string; payload: string; type: RasterType }
  | { kind: 'file'; src: string }
  | { kind: 'none'; reason: 'unsupported' | 'missing' };

/** What the image element shows: a checked base64 picture, a file under the image base URL, or nothing. */
export function imageSourceOf(image: { base64Image: string; filePath: string }): ImageSource {
  if (image.base64Image.trim() !== '') {
    const payload = base64Payload(image.base64Image);
    const type = rasterTypeOf(payload);
    return type
      ? { kind: 'base64', src: `data:${type};base64,${payload}`, payload, type }
      : { kind: 'none', reason: 'unsupported' };
  }
  const path = image.filePath.trim();
  if (path === '' || !isSafeUrl(path) || /^(mailto|tel):/i.test(path))
    return { kind: 'none', reason: 'missing' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return { kind: 'file', src: path };
  return { kind: 'file', src: `${getConfig().imageBaseUrl.replace(/\/?$/, '/')}${path}` };
}

/** Opens an address in a new tab; replaceable so tests and stories stay on the page. */
export const imageTabs = {
  open(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

/**
 * 'Open Image In New Tab' (§2.5): the decoded picture as a Blob of its checked raster type, opened
 * from a blob URL (never a `data:` navigation, which browsers block and which could carry a document).
 * Returns false when the data does not decode to an allowed picture.
 */
export function openBase64ImageInNewTab(payload: string): boolean {
  const type = rasterTypeOf(payload);
  const bytes = type ? decode(payload) : null;
  if (!type || !bytes) return false;
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  imageTabs.open(url);
  window.setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  return true;
}
