import { type KeyboardEvent, useId } from 'react';
import { isSafeUrl } from '../../../../core/attributes';
import { OFFLINE_MESSAGE } from '../../../../core/offline';
import type { UploadItem } from '../../../../stores/media-uploads';
import { displayName, isVideo } from '../media-rules';
import { CloseIcon, ImageIcon, VideoIcon } from './icons';

/** Spec silent: a length that fits a good description and keeps the server's column safe. */
export const ALT_TEXT_MAX_LENGTH = 250;
export const ALT_TEXT_SAVE_FAILED = 'Alt text could not be saved. Please try again.';

export interface UploadRowProps {
  item: UploadItem;
  allowDelete: boolean;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  onAltTextChange: (id: string, altText: string) => void;
  onAltTextCommit: (id: string) => void;
}

/** Our own thumbnails are data:image URLs; server previews must pass the one URL check. */
function previewSource(item: UploadItem): string | null {
  const url = item.previewUrl ?? item.localPreviewUrl;
  if (!url) return null;
  if (url.startsWith('data:image/') || url.startsWith('blob:')) return url;
  return isSafeUrl(url) ? url : null;
}

function removeLabel(item: UploadItem): string {
  if (item.status === 'complete') return `Delete ${item.fileName}`;
  if (item.status === 'uploading') return `Cancel upload of ${item.fileName}`;
  if (item.status === 'failed') return `Dismiss ${item.fileName}`;
  return `Remove ${item.fileName}`;
}

function Preview({ item }: { item: UploadItem }) {
  const video = isVideo(item.contentType) || isVideo(item.fileName);
  const source = video ? null : previewSource(item);
  return (
    <div className="shop-media-upload__thumb" part="preview">
      {source ? (
        <img src={source} alt="" width={64} height={64} className="shop-media-upload__image" />
      ) : video ? (
        <VideoIcon />
      ) : (
        <ImageIcon />
      )}
    </div>
  );
}

function Status({ item, onRetry }: Pick<UploadRowProps, 'item' | 'onRetry'>) {
  switch (item.status) {
    case 'waiting':
      return <p className="shop-media-upload__status">Waiting to upload</p>;
    case 'uploading':
      return (
        <>
          <div className="shop-media-upload__progress-row">
            <div
              className="shop-media-upload__progress"
              role="progressbar"
              aria-label={`Uploading ${item.fileName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.percentageComplete}
              aria-valuetext={`${item.percentageComplete}%`}
              part="progress"
            >
              <div
                className="shop-media-upload__progress-fill"
                style={{ width: `${item.percentageComplete}%` }}
              />
            </div>
            <span className="shop-media-upload__percent" aria-hidden="true">
              {item.percentageComplete}%
            </span>
          </div>
          {item.offline && <p className="shop-media-upload__status">{OFFLINE_MESSAGE}</p>}
        </>
      );
    case 'complete':
      return (
        <p className="shop-media-upload__status">
          {item.origin === 'loaded' ? 'Uploaded earlier' : 'Uploaded'}
        </p>
      );
    default:
      return (
        <div className="shop-media-upload__failure">
          <p className="shop-media-upload__error">{item.errorMessage}</p>
          {item.canRetry && (
            <button
              type="button"
              className="shop-media-upload__retry"
              aria-label={`Try again to upload ${item.fileName}`}
              onClick={() => onRetry(item.id)}
            >
              Try again
            </button>
          )}
        </div>
      );
  }
}

function AltText({
  item,
  onAltTextChange,
  onAltTextCommit,
}: Omit<UploadRowProps, 'allowDelete' | 'onRemove' | 'onRetry'>) {
  const inputId = useId();
  const stateId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onAltTextCommit(item.id);
    }
  };
  return (
    <div className="shop-media-upload__alt">
      <label htmlFor={inputId} className="shop-media-upload__alt-label">
        Alt text
      </label>
      <input
        id={inputId}
        type="text"
        className="shop-media-upload__alt-input"
        value={item.altText}
        aria-label={`Alt text for ${item.fileName}`}
        maxLength={ALT_TEXT_MAX_LENGTH}
        placeholder="Describe the photo for people who can't see it"
        aria-describedby={
          item.altTextState === 'failed' || item.altTextState === 'saved' ? stateId : undefined
        }
        aria-invalid={item.altTextState === 'failed' || undefined}
        onChange={(event) => onAltTextChange(item.id, event.target.value)}
        onBlur={() => onAltTextCommit(item.id)}
        onKeyDown={onKeyDown}
        part="alt-text"
      />
      {item.altTextState === 'saved' && (
        <span id={stateId} className="shop-media-upload__alt-state">
          Alt text saved
        </span>
      )}
      {item.altTextState === 'failed' && (
        <span id={stateId} className="shop-media-upload__alt-state shop-media-upload__alt-state--failed">
          {ALT_TEXT_SAVE_FAILED}
        </span>
      )}
    </div>
  );
}

/** One file: preview, name (37 characters plus an ellipsis), state, alt text and its delete control. */
export function UploadRow({
  item,
  allowDelete,
  onRemove,
  onRetry,
  onAltTextChange,
  onAltTextCommit,
}: UploadRowProps) {
  const image = !isVideo(item.contentType) && !isVideo(item.fileName);
  const shown = displayName(item.fileName);
  const canRemove = item.status === 'failed' || allowDelete;
  return (
    <li className="shop-media-upload__item" data-state={item.status} part="item">
      <Preview item={item} />
      <div className="shop-media-upload__body">
        <p className="shop-media-upload__name" title={shown === item.fileName ? undefined : item.fileName}>
          {shown === item.fileName ? (
            item.fileName
          ) : (
            <>
              <span aria-hidden="true">{shown}</span>
              <span className="shop-visually-hidden">{item.fileName}</span>
            </>
          )}
        </p>
        <Status item={item} onRetry={onRetry} />
        {item.status === 'complete' && image && item.fileRevisionId !== null && (
          <AltText item={item} onAltTextChange={onAltTextChange} onAltTextCommit={onAltTextCommit} />
        )}
        {item.removeError && (
          <p className="shop-media-upload__error" role="alert">
            {item.removeError}
          </p>
        )}
      </div>
      {canRemove && (
        <button
          type="button"
          className="shop-media-upload__remove"
          aria-label={removeLabel(item)}
          aria-busy={item.removing || undefined}
          aria-disabled={item.removing || undefined}
          onClick={() => {
            if (!item.removing) onRemove(item.id);
          }}
          part="remove"
        >
          <CloseIcon />
        </button>
      )}
    </li>
  );
}
