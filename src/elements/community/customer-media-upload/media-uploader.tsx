import { useEffect } from 'react';
import { getConfig } from '../../../core/config';
import { isMediaUploadPageType } from './media-rules';
import { MediaUploaderView } from './media-uploader-view';
import { warnUnavailableOnce } from './page-type-gate';
import { type MediaUploaderProps, useMediaUploader } from './use-media-uploader';

export type { MediaUploaderProps, MediaUploadSummary } from './use-media-uploader';

function ActiveMediaUploader(props: MediaUploaderProps) {
  return <MediaUploaderView {...useMediaUploader(props)} />;
}

/**
 * Customer photo and video upload as a React component, for widgets that embed it (the comment
 * and reply forms): `<MediaUploader uploadGuid={mediaUploadGuid(session, 'comment', id)} ... />`.
 * The embedding widget adds `mediaUploaderStyles` to its own styles.
 *
 * Shown only on the page types of spec §2 (product_askexpert, Profile, new_review, account,
 * question, installer); elsewhere it renders nothing and warns once on the console.
 */
export function MediaUploader(props: MediaUploaderProps) {
  const { pageType } = getConfig();
  const available = isMediaUploadPageType(pageType);
  useEffect(() => {
    if (!available) warnUnavailableOnce(pageType);
  }, [available, pageType]);
  return available ? <ActiveMediaUploader {...props} /> : null;
}
