import type { ChangeEvent, Ref } from 'react';
import type { UploadItem } from '../../../stores/media-uploads';
import { DeleteConfirmation } from './views/delete-confirmation';
import { CameraIcon, PlusIcon } from './views/icons';
import { UploadRow } from './views/upload-row';

export const EXISTING_UPLOADS_FAILED =
  'Your earlier uploads could not be loaded. Reload the page to try again.';

export interface MediaUploaderViewProps {
  buttonTitle: string;
  helpText: string;
  newButtonStyle: boolean;
  allowMultiSelect: boolean;
  allowDelete: boolean;
  /** The input's accept attribute (the accept types). */
  accept: string;
  items: UploadItem[];
  announcement: { text: string; sequence: number };
  existingFailed: boolean;
  helpId: string;
  addButtonRef?: Ref<HTMLButtonElement>;
  inputRef?: Ref<HTMLInputElement>;
  onChooseFiles: () => void;
  onFilesChosen: (files: File[]) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  onAltTextChange: (id: string, altText: string) => void;
  onAltTextCommit: (id: string) => void;
  /** The delete waiting for confirmation (a question image), or null. */
  confirmation: { modalId: string; fileName: string | null; contentType: string };
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
  modalContainer?: Element | DocumentFragment | null;
}

/** The uploader: the add button with its help text, the list of files, and a polite live region. */
export function MediaUploaderView(props: MediaUploaderViewProps) {
  const { items, helpText, helpId, newButtonStyle, announcement } = props;
  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so the same file can be chosen again after it was removed.
    event.target.value = '';
    if (files.length > 0) props.onFilesChosen(files);
  };
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'waiting');
  return (
    // No aria-busy here: it would hold back the live region's progress announcements.
    <div className="shop-media-upload" data-state={busy ? 'uploading' : 'idle'}>
      <div className="shop-media-upload__picker">
        <button
          ref={props.addButtonRef}
          type="button"
          className={`shop-media-upload__add${newButtonStyle ? ' shop-media-upload__add--new' : ''}`}
          aria-describedby={helpText ? helpId : undefined}
          onClick={props.onChooseFiles}
          part="button"
        >
          {newButtonStyle ? <CameraIcon /> : <PlusIcon />}
          <span>{props.buttonTitle}</span>
        </button>
        <input
          ref={props.inputRef}
          type="file"
          hidden
          tabIndex={-1}
          accept={props.accept}
          multiple={props.allowMultiSelect}
          onChange={onInputChange}
        />
        {helpText && (
          <p id={helpId} className="shop-media-upload__help" part="help">
            {helpText}
          </p>
        )}
      </div>
      {props.existingFailed && <p className="shop-media-upload__note">{EXISTING_UPLOADS_FAILED}</p>}
      {items.length > 0 && (
        <ul className="shop-media-upload__list" aria-label="Your uploads" part="list">
          {items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              allowDelete={props.allowDelete}
              onRemove={props.onRemove}
              onRetry={props.onRetry}
              onAltTextChange={props.onAltTextChange}
              onAltTextCommit={props.onAltTextCommit}
            />
          ))}
        </ul>
      )}
      <div className="shop-visually-hidden" role="status">
        {announcement.text && <span key={announcement.sequence}>{announcement.text}</span>}
      </div>
      <DeleteConfirmation
        modalId={props.confirmation.modalId}
        fileName={props.confirmation.fileName}
        contentType={props.confirmation.contentType}
        container={props.modalContainer}
        onConfirm={props.onConfirmRemove}
        onCancel={props.onCancelRemove}
      />
    </div>
  );
}
