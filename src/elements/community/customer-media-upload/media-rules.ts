/**
 * The rules and texts of customer media upload (community spec §2, §4, §5, §8, §9; storefront §6),
 * shared by the uploader and the fake shop, which checks the same rules on its side.
 */

/** Spec §2: the page types on which customer media upload is registered. */
export const MEDIA_UPLOAD_PAGE_TYPES = [
  'product_askexpert',
  'Profile',
  'new_review',
  'account',
  'question',
  'installer',
] as const;

export function isMediaUploadPageType(pageType: string): boolean {
  return (MEDIA_UPLOAD_PAGE_TYPES as readonly string[]).includes(pageType);
}

/** Spec §9: default media types, button title. */
export const DEFAULT_ACCEPT_TYPES = 'image/jpg, image/jpeg, image/png, video/mp4';
export const DEFAULT_BUTTON_TITLE = 'Add Photos';

/** Spec §9 chunk sizes in bytes and the toggles that choose them (the largest toggle that is on wins). */
export const DEFAULT_CHUNK_SIZE = 40_960;
export const CHUNK_SIZE_TOGGLES = [
  { key: 'BlobSize500', size: 500_000 },
  { key: 'BlobSize250', size: 250_000 },
  { key: 'BlobSize100', size: 100_000 },
] as const;
/** Spec §9: this toggle selects sequential upload (one chunk after another). */
export const SYNCHRONOUS_UPLOAD_TOGGLE = 'synchronous-media-uploader';
/** Spec §4, §9: a failed chunk is retried up to 3 times; the synchronous path waits 300 ms between retries. */
export const MAX_CHUNK_RETRIES = 3;
export const SYNCHRONOUS_RETRY_WAIT_MS = 300;
/** Chunks of one file in flight at once on the parallel path (the spec gives no number). */
export const PARALLEL_CHUNKS = 4;

/** Spec §5, §9: file name limit and the displayed name. */
export const FILE_NAME_MAX_LENGTH = 120;
export const DISPLAY_NAME_LENGTH = 37;
export const FORBIDDEN_NAME_CHARACTERS = ['/', '\\', ':', '*', '?', '"', '<', '>', '|'] as const;

/** Spec §5: the accepted file types, by extension, with their content types. */
export const ACCEPTED_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpg', 'image/jpeg'],
  jpeg: ['image/jpg', 'image/jpeg'],
  png: ['image/png'],
  mp4: ['video/mp4'],
};

export const MEDIA_MESSAGES = {
  nameTooLong: 'Upload unsuccessful - File name must be 120 characters or less',
  forbiddenCharacters: 'Upload unsuccessful - File name must exclude: /, \\, :, *, ?, ", <, >, or |',
  /** Spec §8: a chunk that failed after its retries, with the server's ErrorMessage. */
  uploadUnsuccessful: (serverMessage: string) => `upload unsuccessful - ${serverMessage}`,
  /** Spec §8: the same without a server message. */
  uploadFailed: (fileName: string) => `${fileName} upload failed`,
  /** Spec §8: image removal. */
  removeFailed: 'Failed to remove question image',
  removed: 'Image successfully removed',
} as const;

/** The text of a refused type, naming the extensions this uploader takes ("jpg, jpeg, png or mp4"). */
export function wrongTypeMessage(extensions: readonly string[]): string {
  const list =
    extensions.length <= 1
      ? (extensions[0] ?? '')
      : `${extensions.slice(0, -1).join(', ')} or ${extensions[extensions.length - 1]}`;
  return `Upload unsuccessful - File type must be ${list}`;
}

export const EMPTY_FILE_MESSAGE = 'Upload unsuccessful - The file is empty';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The content types of the accept-types attribute ("image/jpg, image/png" or with semicolons). */
export function parseAcceptTypes(acceptTypes: string): string[] {
  return acceptTypes
    .split(/[,;\s]+/)
    .map((type) => type.trim().toLowerCase())
    .filter((type) => type !== '');
}

/** The extensions (of jpg, jpeg, png, mp4) the accept types allow, in that order. */
export function allowedExtensions(acceptTypes: readonly string[]): string[] {
  return Object.entries(ACCEPTED_EXTENSIONS)
    .filter(([, types]) => types.some((type) => acceptTypes.includes(type)))
    .map(([extension]) => extension);
}

/**
 * Spec §5: the first rule a file breaks, checked before any upload; null when it may be uploaded.
 * Name length first, then forbidden characters, then the type (by extension: the content type a
 * browser reports is not reliable, an empty one is common).
 */
export function fileProblem(
  file: { name: string; size: number },
  extensions: readonly string[] = Object.keys(ACCEPTED_EXTENSIONS),
): string | null {
  if (file.name.length > FILE_NAME_MAX_LENGTH) return MEDIA_MESSAGES.nameTooLong;
  if (FORBIDDEN_NAME_CHARACTERS.some((character) => file.name.includes(character))) {
    return MEDIA_MESSAGES.forbiddenCharacters;
  }
  if (!extensions.includes(extensionOf(file.name))) return wrongTypeMessage(extensions);
  if (file.size <= 0) return EMPTY_FILE_MESSAGE;
  return null;
}

/** Spec §2, §9: names longer than 37 characters are cut to 37 plus an ellipsis. */
export function displayName(fileName: string): string {
  return fileName.length > DISPLAY_NAME_LENGTH ? `${fileName.slice(0, DISPLAY_NAME_LENGTH)}…` : fileName;
}

/** The content type sent for a file: the browser's, or the one its extension implies. */
export function contentTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = extensionOf(file.name);
  return ACCEPTED_EXTENSIONS[extension]?.at(-1) ?? 'application/octet-stream';
}

export function isVideo(contentTypeOrName: string): boolean {
  return contentTypeOrName.startsWith('video/') || extensionOf(contentTypeOrName) === 'mp4';
}
