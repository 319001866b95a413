/**
 * The preview of a photo the customer just chose, shown while it uploads (the server's preview
 * replaces it when the upload completes).
 *
 * A small thumbnail is drawn with `createImageBitmap` and a canvas and kept as a data: URL: decoding
 * a Blob needs no URL, so this works under a strict Content-Security-Policy whose img-src allows
 * `data:` but not `blob:` (as the demo shop's does), and a multi-megabyte photo is not kept twice.
 * Where `createImageBitmap` is missing an object URL is used instead; `revoke()` releases it and
 * is called when the file is removed and when the uploader unmounts.
 */
export interface LocalPreview {
  url: string;
  revoke: () => void;
}

/** Twice the displayed 64 px, for sharp previews on high-density screens. */
export const THUMBNAIL_SIZE = 128;

async function thumbnail(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL(file.type === 'image/png' ? 'image/png' : 'image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}

/** A preview of an image file, or null (a video, an image the browser cannot decode, no DOM). */
export async function createLocalPreview(file: Blob): Promise<LocalPreview | null> {
  if (!file.type.startsWith('image/') || typeof document === 'undefined') return null;
  if (typeof createImageBitmap === 'function') {
    try {
      const url = await thumbnail(file);
      return url ? { url, revoke: () => {} } : null;
    } catch {
      return null;
    }
  }
  if (typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(file);
  return { url, revoke: () => URL.revokeObjectURL(url) };
}
