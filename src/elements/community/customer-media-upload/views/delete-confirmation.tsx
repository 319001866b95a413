import { Modal } from '../../../../ui/modal/modal';
import { isVideo } from '../media-rules';

export interface DeleteConfirmationProps {
  modalId: string;
  /** The file asked about; the dialog is closed when null. */
  fileName: string | null;
  contentType: string;
  container?: Element | DocumentFragment | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §5 and staff §2.5: deleting a question image asks first. */
export function DeleteConfirmation({
  modalId,
  fileName,
  contentType,
  container,
  onConfirm,
  onCancel,
}: DeleteConfirmationProps) {
  const noun = isVideo(contentType) || isVideo(fileName ?? '') ? 'video' : 'image';
  return (
    <Modal
      id={modalId}
      open={fileName !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Remove this ${noun}?`}
      width={420}
      container={container}
    >
      <p className="shop-media-upload__confirm-text">
        <strong>{fileName}</strong> will be removed from this question. This cannot be undone.
      </p>
      <div className="shop-media-upload__confirm-actions">
        <button type="button" className="shop-media-upload__confirm-yes" onClick={onConfirm}>
          Remove {noun}
        </button>
        <button type="button" className="shop-media-upload__confirm-no" onClick={onCancel}>
          Keep {noun}
        </button>
      </div>
    </Modal>
  );
}
