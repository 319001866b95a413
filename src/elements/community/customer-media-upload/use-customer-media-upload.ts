import type { MediaContext } from '../../../api/media';
import { type Emit, useWidgetHost } from '../../../core/define-widget';
import type { MediaUploaderProps } from './media-uploader';

export interface CustomerMediaUploadProps {
  mediaContext: MediaContext;
  uploadGuid: string;
  acceptTypes: string;
  buttonTitle: string;
  helpText: string;
  newButtonStyle: boolean;
  allowMultiSelect: boolean;
  allowDelete: boolean;
  entityId: string;
  emailAddress: string;
  userName: string;
  emit: Emit<'shop:media-uploaded' | 'shop:media-deleted'>;
}

/** Attributes in, uploader props out; the uploader's callbacks become the element's events. */
export function useCustomerMediaUpload({
  emit,
  ...attributes
}: CustomerMediaUploadProps): MediaUploaderProps {
  const { renderRoot } = useWidgetHost();
  return {
    ...attributes,
    modalContainer: renderRoot,
    onUploaded: (upload) => {
      if (upload.fileRevisionId === null) return;
      emit('shop:media-uploaded', {
        uploadGuid: upload.uploadGuid,
        fileRevisionId: upload.fileRevisionId,
        fileName: upload.fileName,
        contentType: upload.contentType,
        previewUrl: upload.previewUrl,
      });
    },
    onDelete: (fileRevisionId, upload) =>
      emit('shop:media-deleted', { uploadGuid: upload.uploadGuid, fileRevisionId }),
  };
}
