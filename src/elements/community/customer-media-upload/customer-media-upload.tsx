import { MediaUploader, type MediaUploaderProps } from './media-uploader';

/**
 * The element's view: a block holding the uploader. The uploader itself renders nothing on page
 * types where media upload is not registered, so the block stays empty there.
 */
export function CustomerMediaUploadView(props: MediaUploaderProps) {
  return (
    <div className="shop-customer-media-upload" part="root">
      <MediaUploader {...props} />
    </div>
  );
}
