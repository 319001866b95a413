import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { MediaContext } from '../../../api/media';
import { getConfig } from '../../../core/config';
import { newIdempotencyKey } from '../../../core/http';
import type { UploadItem, UploadStatus } from '../../../stores/media-uploads';
import {
  ACCEPTED_EXTENSIONS,
  allowedExtensions,
  DEFAULT_ACCEPT_TYPES,
  DEFAULT_BUTTON_TITLE,
  parseAcceptTypes,
} from './media-rules';
import type { MediaUploaderViewProps } from './media-uploader-view';
import { UploadSession, type UploadSessionConfig } from './upload-session';

/** One file of an uploader, as its host hears about it (`onUploadsChange`, `onUploaded`). */
export interface MediaUploadSummary {
  uploadGuid: string;
  fileName: string;
  contentType: string;
  /** Spec §4: waiting, uploading, complete or failed. */
  status: UploadStatus;
  percentageComplete: number;
  /** Set once complete. */
  fileRevisionId: number | null;
  previewUrl: string | null;
  altText: string;
  errorMessage: string | null;
  /** 'loaded' for an existing upload listed from the server. */
  origin: 'selected' | 'loaded';
}

export interface MediaUploaderProps {
  /**
   * The guid the files are uploaded under: the session plus '-comment-' or '-reply-' plus the id
   * (`mediaUploadGuid(session, 'comment', id)`). When empty a random guid is used for this uploader
   * and no existing uploads are loaded.
   */
  uploadGuid: string;
  /** Spec §3 "Media context", sent with every chunk. */
  mediaContext?: MediaContext;
  /** Content types, comma-separated (default 'image/jpg, image/jpeg, image/png, video/mp4'). */
  acceptTypes?: string;
  /** Default 'Add Photos'. */
  buttonTitle?: string;
  helpText?: string;
  /** The filled button with a camera icon instead of the outlined one with a plus. */
  newButtonStyle?: boolean;
  /** Default true. */
  allowMultiSelect?: boolean;
  /** Default true: uploaded files get a delete control (and files in progress a cancel control). */
  allowDelete?: boolean;
  /** The saved comment, reply or question: its existing uploads are listed too. */
  entityId?: string;
  /** Sent with every chunk when given (spec §7 optional emailAddress and userName). */
  emailAddress?: string;
  userName?: string;
  /** Every change of the list (add, progress, complete, failure, alt text, delete). */
  onUploadsChange?: (uploads: MediaUploadSummary[]) => void;
  /** A file finished uploading. */
  onUploaded?: (upload: MediaUploadSummary) => void;
  /** A complete upload was deleted on the server: its revision id. */
  onDelete?: (fileRevisionId: number, upload: MediaUploadSummary) => void;
  /**
   * Where the delete confirmation dialog renders: pass `useWidgetHost().renderRoot` from the
   * embedding widget. Inline (inside the uploader) when absent.
   */
  modalContainer?: Element | DocumentFragment | null;
}

function summaryOf(item: UploadItem, uploadGuid: string): MediaUploadSummary {
  return {
    uploadGuid,
    fileName: item.fileName,
    contentType: item.contentType,
    status: item.status,
    percentageComplete: item.percentageComplete,
    fileRevisionId: item.fileRevisionId,
    previewUrl: item.previewUrl,
    altText: item.savedAltText,
    errorMessage: item.errorMessage,
    origin: item.origin,
  };
}

/**
 * Spec §9 and §5: the extensions allowed by the accept types; an accept list naming none of jpg,
 * jpeg, png and mp4 would refuse every file, so the defaults apply then.
 */
function useAcceptance(acceptTypes: string): { accept: string; extensions: string[] } {
  return useMemo(() => {
    const types = parseAcceptTypes(acceptTypes);
    const extensions = allowedExtensions(types);
    if (extensions.length === 0) {
      return { accept: DEFAULT_ACCEPT_TYPES, extensions: Object.keys(ACCEPTED_EXTENSIONS) };
    }
    return { accept: types.join(','), extensions };
  }, [acceptTypes]);
}

/** A question image (spec §5): one already saved with a question (loaded), or any on a question page. */
function needsConfirmation(item: UploadItem, mediaContext: MediaContext): boolean {
  return (
    item.origin === 'loaded' || getConfig().pageType === 'question' || mediaContext.pageType === 'question'
  );
}

export function useMediaUploader({
  uploadGuid,
  mediaContext = {},
  acceptTypes = DEFAULT_ACCEPT_TYPES,
  buttonTitle = DEFAULT_BUTTON_TITLE,
  helpText = '',
  newButtonStyle = false,
  allowMultiSelect = true,
  allowDelete = true,
  entityId = '',
  emailAddress = '',
  userName = '',
  onUploadsChange,
  onUploaded,
  onDelete,
  modalContainer,
}: MediaUploaderProps): MediaUploaderViewProps {
  const [fallbackGuid] = useState(() => `media-${newIdempotencyKey()}`);
  const givenGuid = uploadGuid.trim();
  const guid = givenGuid || fallbackGuid;
  const { accept, extensions } = useAcceptance(acceptTypes);
  const callbacks = useRef({ onUploadsChange, onUploaded, onDelete });
  callbacks.current = { onUploadsChange, onUploaded, onDelete };

  const config: UploadSessionConfig = {
    uploadGuid: guid,
    mediaContext,
    emailAddress,
    userName,
    extensions,
    onUploaded: (item) => callbacks.current.onUploaded?.(summaryOf(item, guid)),
    onDeleted: (item) => {
      if (item.fileRevisionId !== null)
        callbacks.current.onDelete?.(item.fileRevisionId, summaryOf(item, guid));
    },
  };
  const [session] = useState(() => new UploadSession(config));
  // Plain assignment: the session reads it only when it starts the next upload or delete.
  session.configure(config);

  useEffect(() => {
    session.activate();
    return () => session.dispose();
  }, [session]);

  useEffect(() => {
    if (!givenGuid) return;
    const controller = new AbortController();
    void session.loadExisting(givenGuid, entityId.trim(), controller.signal);
    return () => controller.abort();
  }, [session, givenGuid, entityId]);

  const items = useStore(session.store, (state) => state.items);
  const announcement = useStore(session.store, (state) => state.announcement);
  const existing = useStore(session.store, (state) => state.existing);

  const reported = useRef<UploadItem[] | null>(null);
  useEffect(() => {
    if (reported.current === null && items.length === 0) return;
    if (reported.current === items) return;
    reported.current = items;
    callbacks.current.onUploadsChange?.(items.map((item) => summaryOf(item, guid)));
  }, [items, guid]);

  const addButtonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const confirming = items.find((item) => item.id === confirmingId) ?? null;
  const modalId = `shop-media-delete-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const focusAddButton = () => addButtonRef.current?.focus();
  const removeNow = async (id: string) => {
    const removed = await session.remove(id);
    if (removed) focusAddButton();
  };

  return {
    buttonTitle,
    helpText,
    newButtonStyle,
    allowMultiSelect,
    allowDelete,
    accept,
    items,
    announcement,
    existingFailed: existing === 'failed',
    helpId: `${modalId}-help`,
    addButtonRef,
    inputRef,
    onChooseFiles: () => inputRef.current?.click(),
    onFilesChosen: (files) => session.addFiles(files),
    onRemove: (id) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) return;
      if (item.status === 'complete' && needsConfirmation(item, mediaContext)) setConfirmingId(id);
      else void removeNow(id);
    },
    onRetry: (id) => session.retry(id),
    onAltTextChange: (id, altText) => session.setAltText(id, altText),
    onAltTextCommit: (id) => void session.saveAltText(id),
    confirmation: {
      modalId,
      fileName: confirming?.fileName ?? null,
      contentType: confirming?.contentType ?? '',
    },
    onConfirmRemove: () => {
      setConfirmingId(null);
      if (confirming) void removeNow(confirming.id);
    },
    onCancelRemove: () => setConfirmingId(null),
    modalContainer,
  };
}
