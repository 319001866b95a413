import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The state of one media uploader (one store per uploader, not shared): its files, spec §3 "Upload
 * item" (file, percentageComplete, uploadComplete, uploadFailed, uploadErrorMessage, previewImage,
 * fileRevisionId) with the state machine of §4 (waiting → uploading → complete or failed), and what
 * is announced to screen readers.
 */
export type UploadStatus = 'waiting' | 'uploading' | 'complete' | 'failed';

export interface UploadItem {
  /** Local key of the row. */
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** 'selected' by the customer here, or 'loaded' from the server (an existing upload). */
  origin: 'selected' | 'loaded';
  status: UploadStatus;
  percentageComplete: number;
  errorMessage: string | null;
  /** An upload that failed may be tried again; a file refused by the file checks may not. */
  canRetry: boolean;
  fileRevisionId: number | null;
  /** The server's preview (complete uploads). */
  previewUrl: string | null;
  /** The preview made from the chosen file, while it uploads. */
  localPreviewUrl: string | null;
  revisionDate: string | null;
  altText: string;
  /** The alt text the server has. */
  savedAltText: string;
  altTextState: 'idle' | 'saving' | 'saved' | 'failed';
  removing: boolean;
  removeError: string | null;
  /** The upload waits for the connection to come back (the row says so; the file is kept). */
  offline: boolean;
}

export interface MediaUploadsState {
  items: UploadItem[];
  /** The latest polite announcement; `sequence` changes with every one, even a repeated text. */
  announcement: { text: string; sequence: number };
  /** Existing uploads: not asked for, loading, loaded, or the load failed. */
  existing: 'idle' | 'loading' | 'loaded' | 'failed';
}

export const initialMediaUploadsState: MediaUploadsState = {
  items: [],
  announcement: { text: '', sequence: 0 },
  existing: 'idle',
};

export type MediaUploadsStore = StoreApi<MediaUploadsState>;

export function createMediaUploadsStore(items: UploadItem[] = []): MediaUploadsStore {
  return createStore<MediaUploadsState>()(() => ({ ...initialMediaUploadsState, items }));
}

export function addUploadItems(store: MediaUploadsStore, items: UploadItem[]): void {
  if (items.length === 0) return;
  store.setState((state) => ({ items: [...state.items, ...items] }));
}

export function updateUploadItem(store: MediaUploadsStore, id: string, patch: Partial<UploadItem>): void {
  store.setState((state) => ({
    items: state.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
  }));
}

export function removeUploadItem(store: MediaUploadsStore, id: string): void {
  store.setState((state) => ({ items: state.items.filter((item) => item.id !== id) }));
}

export function findUploadItem(store: MediaUploadsStore, id: string): UploadItem | undefined {
  return store.getState().items.find((item) => item.id === id);
}

export function announce(store: MediaUploadsStore, text: string): void {
  store.setState((state) => ({ announcement: { text, sequence: state.announcement.sequence + 1 } }));
}

/** A new row with the defaults of a file that is waiting. */
export function newUploadItem(
  fields: Pick<UploadItem, 'id' | 'fileName' | 'contentType' | 'size'> & Partial<UploadItem>,
): UploadItem {
  return {
    origin: 'selected',
    status: 'waiting',
    percentageComplete: 0,
    errorMessage: null,
    canRetry: false,
    fileRevisionId: null,
    previewUrl: null,
    localPreviewUrl: null,
    revisionDate: null,
    altText: '',
    savedAltText: '',
    altTextState: 'idle',
    removing: false,
    removeError: null,
    offline: false,
    ...fields,
  };
}
