import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { associateMediaUploads, type MediaContext, mediaUploadGuid } from '../../../api/media';
import { getConfig } from '../../../core/config';
import { newIdempotencyKey } from '../../../core/http';
import { communitySessionStore, loadCommunitySession } from '../../../stores/community-session';
import { isMediaUploadPageType } from '../customer-media-upload/media-rules';
import { MediaUploader, type MediaUploadSummary } from '../customer-media-upload/media-uploader';
import { MEDIA_MESSAGES } from './messages';

export interface FormMediaOptions {
  /** Community §7: the guid is the session plus '-comment-' or '-reply-' plus the id. */
  kind: 'comment' | 'reply';
  id: string | number;
  /** The uploader appears once the form is open (the session key is looked up then). */
  enabled: boolean;
  context: MediaContext;
  emailAddress: string;
  userName: string;
  modalContainer?: Element | DocumentFragment | null;
}

/**
 * What became of the photos after the save: none to attach, attached, or not attached (the
 * associate call failed or the shop said it could not) — the form must then say so.
 */
export type MediaAssociation = 'none' | 'attached' | 'failed';

export interface FormMedia {
  /** The uploader (nothing on page types without media upload, community §2), or why it cannot show. */
  element: ReactNode;
  /** Files still waiting or uploading: the form waits for them before it saves. */
  inProgress: number;
  /**
   * After the comment or reply is saved: attaches the files uploaded under the guid to it (PUT
   * associate) by its id, or, when the shop answered no id (a reply's answer is only "truthy"), by
   * the guid alone, which names the session and the item answered.
   */
  associate: (entityId: string | number | null) => Promise<MediaAssociation>;
  /** A fresh, empty uploader (after a comment was saved and the form starts again). */
  reset: () => void;
}

/** Ours: shown when Submit is pressed while photos are still uploading. */
export const UPLOADS_IN_PROGRESS_MESSAGE = 'Please wait until your photos and videos finish uploading.';

/** In place of the uploader when the session key could not be looked up: says so, and tries again. */
export function MediaSessionUnavailable({
  kind,
  onRetry,
}: {
  kind: 'comment' | 'reply';
  onRetry: () => void;
}) {
  return (
    <div
      className="shop-message shop-message--error shop-media-session"
      role="alert"
      part="media-session-error"
    >
      <p className="shop-media-session__text">{MEDIA_MESSAGES.sessionUnavailable(kind)}</p>
      <button type="button" className="shop-button shop-button--secondary" onClick={onRetry}>
        {MEDIA_MESSAGES.retrySession}
      </button>
    </div>
  );
}

/** The customer media uploader embedded in a comment or reply form (h5b's `MediaUploader`). */
export function useFormMedia(options: FormMediaOptions): FormMedia {
  const session = useStore(communitySessionStore);
  const [uploads, setUploads] = useState<MediaUploadSummary[]>([]);
  const [generation, setGeneration] = useState(0);
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;

  // The session key is needed only where the uploader shows (community §2 page types).
  const enabled = options.enabled && isMediaUploadPageType(getConfig().pageType);
  useEffect(() => {
    if (enabled) void loadCommunitySession();
  }, [enabled]);

  const guid = session.userSession ? mediaUploadGuid(session.userSession, options.kind, options.id) : '';

  const associate = useCallback(
    async (entityId: string | number | null): Promise<MediaAssociation> => {
      const uploaded = uploadsRef.current.filter(
        (upload) => upload.status === 'complete' && upload.origin === 'selected',
      );
      if (!guid || uploaded.length === 0) return 'none';
      const id = entityId === null ? '' : String(entityId);
      try {
        const result = await associateMediaUploads(
          { guid, ...(id === '' ? {} : { entityId: id }), context: options.context },
          newIdempotencyKey(),
        );
        return result.success ? 'attached' : 'failed';
      } catch {
        // Logged by the http layer; the form tells the shopper.
        return 'failed';
      }
    },
    [guid, options.context],
  );

  const reset = useCallback(() => {
    setUploads([]);
    setGeneration((value) => value + 1);
  }, []);

  let element: ReactNode = null;
  if (enabled && guid) {
    element = (
      <MediaUploader
        key={generation}
        uploadGuid={guid}
        mediaContext={options.context}
        emailAddress={options.emailAddress}
        userName={options.userName}
        onUploadsChange={setUploads}
        modalContainer={options.modalContainer}
      />
    );
  } else if (enabled && session.status === 'failed') {
    element = <MediaSessionUnavailable kind={options.kind} onRetry={() => void loadCommunitySession()} />;
  }

  return {
    element,
    inProgress: uploads.filter((upload) => upload.status === 'waiting' || upload.status === 'uploading')
      .length,
    associate,
    reset,
  };
}
