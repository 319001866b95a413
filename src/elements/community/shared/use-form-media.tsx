import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { associateMediaUploads, type MediaContext, mediaUploadGuid } from '../../../api/media';
import { getConfig } from '../../../core/config';
import { newIdempotencyKey } from '../../../core/http';
import { communitySessionStore, loadCommunitySession } from '../../../stores/community-session';
import { isMediaUploadPageType } from '../customer-media-upload/media-rules';
import { MediaUploader, type MediaUploadSummary } from '../customer-media-upload/media-uploader';

export interface FormMediaOptions {
  /** Staff §9: the guid is the session plus '-comment-' or '-reply-' plus the id. */
  kind: 'comment' | 'reply';
  id: string | number;
  /** The uploader appears once the form is open (the session key is looked up then). */
  enabled: boolean;
  context: MediaContext;
  emailAddress: string;
  userName: string;
  modalContainer?: Element | DocumentFragment | null;
}

export interface FormMedia {
  /** The uploader (nothing on page types without media upload, community §2). */
  element: ReactNode;
  /** Files still waiting or uploading: the form waits for them before it saves. */
  inProgress: number;
  /**
   * After the comment or reply is saved: attaches the files uploaded under the guid to it (PUT
   * associate). A failure is logged by the http layer; the comment itself is saved either way.
   */
  associate: (entityId: string | number) => Promise<void>;
  /** A fresh, empty uploader (after a comment was saved and the form starts again). */
  reset: () => void;
}

/** Ours: shown when Submit is pressed while photos are still uploading. */
export const UPLOADS_IN_PROGRESS_MESSAGE = 'Please wait until your photos and videos finish uploading.';

/** The customer media uploader embedded in a comment or reply form (h5b's `MediaUploader`). */
export function useFormMedia(options: FormMediaOptions): FormMedia {
  const userSession = useStore(communitySessionStore, (state) => state.userSession);
  const [uploads, setUploads] = useState<MediaUploadSummary[]>([]);
  const [generation, setGeneration] = useState(0);
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;

  // The session key is needed only where the uploader shows (community §2 page types).
  const enabled = options.enabled && isMediaUploadPageType(getConfig().pageType);
  useEffect(() => {
    if (enabled) void loadCommunitySession();
  }, [enabled]);

  const guid = userSession ? mediaUploadGuid(userSession, options.kind, options.id) : '';

  const associate = useCallback(
    async (entityId: string | number) => {
      const uploaded = uploadsRef.current.filter(
        (upload) => upload.status === 'complete' && upload.origin === 'selected',
      );
      if (!guid || uploaded.length === 0 || String(entityId) === '') return;
      await associateMediaUploads(
        { guid, entityId: String(entityId), context: options.context },
        newIdempotencyKey(),
      ).catch(() => undefined);
    },
    [guid, options.context],
  );

  const reset = useCallback(() => {
    setUploads([]);
    setGeneration((value) => value + 1);
  }, []);

  const element =
    enabled && guid ? (
      <MediaUploader
        key={generation}
        uploadGuid={guid}
        mediaContext={options.context}
        emailAddress={options.emailAddress}
        userName={options.userName}
        onUploadsChange={setUploads}
        modalContainer={options.modalContainer}
      />
    ) : null;

  return {
    element,
    inProgress: uploads.filter((upload) => upload.status === 'waiting' || upload.status === 'uploading')
      .length,
    associate,
    reset,
  };
}
