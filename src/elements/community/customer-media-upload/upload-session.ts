import {
  deleteMediaImage,
  loadMediaFileRevisions,
  type MediaContext,
  type MediaFileDescriptor,
  saveMediaAltText,
} from '../../../api/media';
import { newIdempotencyKey, whenOnline } from '../../../core/http';
import { isOffline, OFFLINE_MESSAGE } from '../../../core/offline';
import {
  addUploadItems,
  announce,
  createMediaUploadsStore,
  findUploadItem,
  type MediaUploadsStore,
  newUploadItem,
  removeUploadItem,
  type UploadItem,
  updateUploadItem,
} from '../../../stores/media-uploads';
import { isAbort } from './abort';
import type { UploadSettings } from './chunk-upload';
import { createLocalPreview, type LocalPreview } from './local-preview';
import { contentTypeOf, extensionOf, fileProblem, isVideo, MEDIA_MESSAGES } from './media-rules';

/** What the session needs from its uploader; read again for every upload (attributes may change). */
/**
 * The chunking code loads with the first file (the uploader's idle state does not need it); the
 * build gives it its own chunk. Loaded once.
 */
let chunkUpload: Promise<typeof import('./chunk-upload')> | undefined;
function loadChunkUpload(): Promise<typeof import('./chunk-upload')> {
  chunkUpload ??= import('./chunk-upload').catch((error: unknown) => {
    chunkUpload = undefined; // a retry of the file tries to load it again
    throw error;
  });
  return chunkUpload;
}

/**
 * The chunking code, loaded once the connection is there: a file chosen offline waits for it like
 * any call does (the http layer's bounded wait). Never imported while offline: Chromium keeps a
 * failed dynamic import failed for the page's life, so the file could never upload.
 */
async function loadChunkUploadWhenOnline(): Promise<typeof import('./chunk-upload')> {
  if (isOffline()) await whenOnline();
  return loadChunkUpload();
}

export interface UploadSessionConfig {
  uploadGuid: string;
  mediaContext: MediaContext;
  emailAddress: string;
  userName: string;
  /** The extensions this uploader accepts (from its accept types). */
  extensions: readonly string[];
  onUploaded?: (item: UploadItem) => void;
  onDeleted?: (item: UploadItem) => void;
}

/** Progress is announced when it passes each quarter, so a screen reader hears 25/50/75 %-ish steps. */
const ANNOUNCE_EVERY = 25;

let sessionCount = 0;

function nextSessionPrefix(): string {
  sessionCount += 1;
  return `upload-${sessionCount}`;
}

/**
 * One uploader's work, apart from React: the file checks, a queue that uploads one file at a time
 * (its chunks in parallel or one after another), retry and cancel, existing uploads, delete and alt
 * text. The state lives in a store the view reads; the session is disposed with its uploader
 * (uploads in flight are cancelled, previews released).
 */
export class UploadSession {
  readonly store: MediaUploadsStore = createMediaUploadsStore();
  private config: UploadSessionConfig;
  private readonly prefix = nextSessionPrefix();
  private nextId = 0;
  private readonly files = new Map<string, Blob>();
  private readonly uploads = new Map<string, AbortController>();
  private readonly previews = new Map<string, LocalPreview>();
  private readonly announcedStep = new Map<string, number>();
  private pumping = false;
  private disposed = false;

  constructor(
    config: UploadSessionConfig,
    private readonly settings: () => Promise<UploadSettings> = () =>
      loadChunkUpload().then((module) => module.resolveUploadSettings()),
  ) {
    this.config = config;
  }

  configure(config: UploadSessionConfig): void {
    this.config = config;
  }

  /** Back in use after a dispose (React runs effects twice in development). */
  activate(): void {
    this.disposed = false;
  }

  private item(id: string): UploadItem | undefined {
    return findUploadItem(this.store, id);
  }

  private update(id: string, patch: Partial<UploadItem>): void {
    if (!this.disposed) updateUploadItem(this.store, id, patch);
  }

  private say(text: string): void {
    if (!this.disposed) announce(this.store, text);
  }

  /**
   * Adds chosen files: a name already in this uploader is ignored (spec §4); a file that breaks a
   * rule of §5 is listed as failed with the rule's message and never uploaded; the others wait
   * their turn.
   */
  addFiles(chosen: Iterable<File>): void {
    // The first file: start loading the chunking code while the files are checked and previewed.
    if (!isOffline()) loadChunkUpload().catch(() => {});
    if (this.disposed) return;
    const names = new Set(this.store.getState().items.map((item) => item.fileName));
    const added: UploadItem[] = [];
    const ignored: string[] = [];
    for (const file of chosen) {
      if (names.has(file.name)) {
        ignored.push(file.name);
        continue;
      }
      names.add(file.name);
      const problem = fileProblem(file, this.config.extensions);
      this.nextId += 1;
      const id = `${this.prefix}-${this.nextId}`;
      added.push(
        newUploadItem({
          id,
          fileName: file.name,
          contentType: contentTypeOf(file),
          size: file.size,
          status: problem ? 'failed' : 'waiting',
          errorMessage: problem,
        }),
      );
      if (!problem) {
        this.files.set(id, file);
        void this.makePreview(id, file);
      }
    }
    addUploadItems(this.store, added);
    const refused = added.filter((item) => item.status === 'failed');
    const notes = [
      ...refused.map((item) => `${item.fileName}: ${item.errorMessage}`),
      ...ignored.map((name) => `${name} is already in the list`),
    ];
    if (notes.length > 0) this.say(notes.join('. '));
    void this.pump();
  }

  private async makePreview(id: string, file: Blob): Promise<void> {
    const preview = await createLocalPreview(file);
    if (!preview) return;
    if (this.disposed || !this.item(id)) {
      preview.revoke();
      return;
    }
    this.previews.set(id, preview);
    this.update(id, { localPreviewUrl: preview.url });
  }

  private releasePreview(id: string): void {
    this.previews.get(id)?.revoke();
    this.previews.delete(id);
  }

  /** Uploads waiting files one at a time, in the order they were chosen. */
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        if (this.disposed) return;
        const next = this.store.getState().items.find((item) => item.status === 'waiting');
        if (!next) return;
        await this.upload(next);
      }
    } finally {
      this.pumping = false;
    }
  }

  private async upload(item: UploadItem): Promise<void> {
    const file = this.files.get(item.id);
    if (!file) {
      this.update(item.id, { status: 'failed', errorMessage: MEDIA_MESSAGES.uploadFailed(item.fileName) });
      return;
    }
    const controller = new AbortController();
    this.uploads.set(item.id, controller);
    this.announcedStep.set(item.id, 0);
    this.update(item.id, {
      status: 'uploading',
      percentageComplete: 0,
      errorMessage: null,
      canRetry: false,
      offline: isOffline(),
    });
    this.say(isOffline() ? `${item.fileName}: ${OFFLINE_MESSAGE}` : `Uploading ${item.fileName}`);
    const { uploadGuid, mediaContext, emailAddress, userName } = this.config;
    try {
      const { uploadFileInChunks } = await loadChunkUploadWhenOnline();
      const settings = await this.settings();
      // The settings' calls waited for the connection too: the chunks say it again if they wait.
      this.update(item.id, { offline: isOffline() });
      const result = await uploadFileInChunks({
        file,
        fileName: item.fileName,
        contentType: item.contentType,
        guid: uploadGuid,
        context: mediaContext,
        emailAddress: emailAddress || undefined,
        userName: userName || undefined,
        settings,
        signal: controller.signal,
        onProgress: (percent) => this.progress(item.id, item.fileName, percent),
        onOffline: (waiting) => this.offline(item.id, item.fileName, waiting),
      });
      if (result.ok) {
        this.update(item.id, {
          status: 'complete',
          percentageComplete: 100,
          fileRevisionId: result.fileRevisionId,
          previewUrl: result.previewUrl,
          revisionDate: new Date().toISOString(),
        });
        this.say(`${item.fileName} uploaded`);
        const done = this.item(item.id);
        if (done) this.config.onUploaded?.(done);
      } else {
        this.update(item.id, { status: 'failed', errorMessage: result.message, canRetry: true });
        this.say(`${item.fileName}: ${result.message}`);
      }
    } catch (error) {
      // A cancelled upload is already off the list; anything else fails this file only.
      if (!isAbort(error)) {
        const message = MEDIA_MESSAGES.uploadFailed(item.fileName);
        this.update(item.id, { status: 'failed', errorMessage: message, canRetry: true });
        this.say(`${item.fileName}: ${message}`);
      }
    } finally {
      this.uploads.delete(item.id);
      if (this.item(item.id)?.offline) this.update(item.id, { offline: false });
    }
  }

  /** The row says the upload waits for the connection (said once per wait), and stops saying it. */
  private offline(id: string, fileName: string, waiting: boolean): void {
    if (controllerAborted(this.uploads.get(id)) || this.item(id)?.offline === waiting) return;
    this.update(id, { offline: waiting });
    if (waiting) this.say(`${fileName}: ${OFFLINE_MESSAGE}`);
  }

  private progress(id: string, fileName: string, percent: number): void {
    if (controllerAborted(this.uploads.get(id))) return;
    this.update(id, { percentageComplete: percent });
    const step = Math.floor(percent / ANNOUNCE_EVERY);
    if (percent < 100 && step > (this.announcedStep.get(id) ?? 0)) {
      this.announcedStep.set(id, step);
      this.say(`${fileName}: ${percent}% uploaded`);
    }
  }

  /** Tries a failed upload again (its file is still here). */
  retry(id: string): void {
    const item = this.item(id);
    if (item?.status !== 'failed' || !item.canRetry || !this.files.has(id)) return;
    this.update(id, { status: 'waiting', errorMessage: null, percentageComplete: 0 });
    void this.pump();
  }

  /** Takes a row off the list without asking the server: a waiting, uploading (cancelled) or failed file. */
  discard(id: string): void {
    const item = this.item(id);
    if (!item) return;
    this.uploads.get(id)?.abort();
    this.uploads.delete(id);
    this.files.delete(id);
    this.releasePreview(id);
    removeUploadItem(this.store, id);
    if (item.status === 'uploading') this.say(`Upload of ${item.fileName} cancelled`);
    else this.say(`${item.fileName} removed`);
  }

  /**
   * Deletes a complete upload on the server (POST delete-image with its descriptor); on success
   * the row goes and `onDeleted` hears about it. Returns whether it was removed.
   */
  async remove(id: string): Promise<boolean> {
    const item = this.item(id);
    if (!item) return false;
    if (item.status !== 'complete' || item.fileRevisionId === null) {
      this.discard(id);
      return true;
    }
    if (item.removing) return false;
    this.update(id, { removing: true, removeError: null });
    let removed = false;
    try {
      removed = (await deleteMediaImage(descriptorOf(item), newIdempotencyKey())).success;
    } catch {
      removed = false;
    }
    if (this.disposed) return removed;
    if (!removed) {
      this.update(id, { removing: false, removeError: MEDIA_MESSAGES.removeFailed });
      this.say(MEDIA_MESSAGES.removeFailed);
      return false;
    }
    this.files.delete(id);
    this.releasePreview(id);
    removeUploadItem(this.store, id);
    this.say(MEDIA_MESSAGES.removed);
    this.config.onDeleted?.(item);
    return true;
  }

  setAltText(id: string, altText: string): void {
    this.update(id, { altText, altTextState: 'idle' });
  }

  /** Sends a changed alt text (fileRevisionId + altText); a text changed while saving is sent next. */
  async saveAltText(id: string): Promise<void> {
    const item = this.item(id);
    if (!item || item.fileRevisionId === null || item.altTextState === 'saving') return;
    const altText = item.altText.trim();
    if (altText === item.savedAltText) return;
    this.update(id, { altTextState: 'saving' });
    let saved = false;
    try {
      saved = (
        await saveMediaAltText([{ fileRevisionId: item.fileRevisionId, altText }], newIdempotencyKey())
      ).success;
    } catch {
      saved = false;
    }
    const now = this.item(id);
    if (!now) return;
    this.update(id, saved ? { savedAltText: altText, altTextState: 'saved' } : { altTextState: 'failed' });
    if (saved && now.altText.trim() !== altText) await this.saveAltText(id);
  }

  /** Lists the uploads the server already has for this guid (and entity), after those chosen here. */
  async loadExisting(guid: string, entityId: string, signal?: AbortSignal): Promise<void> {
    this.store.setState({ existing: 'loading' });
    try {
      const files = await loadMediaFileRevisions(guid, entityId, signal);
      if (this.disposed) return;
      const known = this.store.getState().items;
      const fresh = files.filter(
        (file) =>
          !known.some((item) => item.fileRevisionId === file.revision || item.fileName === file.fileName),
      );
      addUploadItems(
        this.store,
        fresh.map((file) =>
          newUploadItem({
            id: `${this.prefix}-r${file.revision}`,
            fileName: file.fileName,
            contentType: file.contentType,
            size: 0,
            origin: 'loaded',
            status: 'complete',
            percentageComplete: 100,
            fileRevisionId: file.revision,
            previewUrl: file.previewUrl,
            revisionDate: file.revisionDate,
            altText: file.altText ?? '',
            savedAltText: file.altText ?? '',
          }),
        ),
      );
      this.store.setState({ existing: 'loaded' });
    } catch (error) {
      if (!this.disposed && !isAbort(error)) this.store.setState({ existing: 'failed' });
    }
  }

  /** Cancels uploads in flight and releases every preview. */
  dispose(): void {
    this.disposed = true;
    for (const controller of this.uploads.values()) controller.abort();
    this.uploads.clear();
    for (const preview of this.previews.values()) preview.revoke();
    this.previews.clear();
    this.files.clear();
  }
}

function controllerAborted(controller: AbortController | undefined): boolean {
  return controller?.signal.aborted ?? true;
}

/** Spec §3 "Media file descriptor" of an upload, the body of delete-image. */
export function descriptorOf(item: UploadItem): MediaFileDescriptor {
  return {
    fileName: item.fileName,
    extension: extensionOf(item.fileName),
    mediaType: isVideo(item.contentType) || isVideo(item.fileName) ? 'Video' : 'Image',
    contentType: item.contentType,
    revision: item.fileRevisionId ?? 0,
    revisionDate: item.revisionDate ?? new Date().toISOString(),
  };
}
