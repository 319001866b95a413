import type { RefObject } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { Modal } from '../../../ui/modal/modal';
import { BioHtml, BioPicture } from '../who-is-that-bios/bio-parts';
import { RETRY_TEXT } from '../who-is-that-bios/who-is-that-bios';

/** Community §2 "Account bio viewer" and staff §9: the button text, the dialog's width and picture size. */
export const VIEW_BIO_TEXT = 'View Bio';
export const BIO_DIALOG_WIDTH = '60%';
export const BIO_DIALOG_PICTURE_SIZE = 150;
/** Texts where the spec gives none (docs/widgets/account-bio-viewer.md). */
export const BIO_LOADING_TEXT = 'Loading bio';
export const BIO_ERROR_TEXT = 'The bio could not be loaded.';

/** The button's name: the spec's text first (what speech users say), then whose bio it is. */
export function viewBioLabel(displayName: string): string {
  return `${VIEW_BIO_TEXT}, ${displayName}`;
}

export type AccountBioViewerViewProps = {
  /**
   * The widget's root: 'Try again' moves focus here before its button goes (it stays through loading).
   * Status 'none' (no employee id, no bio, or a bio without a summary) shows nothing.
   */
  rootRef?: RefObject<HTMLSpanElement | null>;
} & (
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | {
      status: 'ready';
      displayName: string;
      pictureUrl: string | null;
      /** Cleaned HTML. */
      summary: string;
      open: boolean;
      modalId: string;
      container: ShadowRoot | null;
      buttonRef: RefObject<HTMLButtonElement | null>;
      onOpenChange: (open: boolean) => void;
    }
);

/** 'View Bio' when the bio has a summary; it opens a dialog 60% wide with the picture, the name and the summary. */
export function AccountBioViewerView(props: AccountBioViewerViewProps) {
  if (props.status === 'none') return null;
  const state = props.status === 'ready' ? (props.open ? 'open' : 'closed') : props.status;
  return (
    <span ref={props.rootRef} tabIndex={-1} className="shop-bio-viewer" part="viewer" data-state={state}>
      <ViewerContent {...props} />
    </span>
  );
}

function ViewerContent(props: AccountBioViewerViewProps) {
  if (props.status === 'none') return null;
  if (props.status === 'loading') return <LoadingCircle label={BIO_LOADING_TEXT} size={20} />;
  if (props.status === 'error') {
    return (
      <span className="shop-bio-viewer__message" role="alert">
        <span className="shop-bio-viewer__error" part="message">
          {props.message}
        </span>{' '}
        <button type="button" className="shop-bio-viewer__button" part="retry" onClick={props.onRetry}>
          {RETRY_TEXT}
        </button>
      </span>
    );
  }
  return (
    <>
      <button
        ref={props.buttonRef}
        type="button"
        className="shop-bio-viewer__button"
        part="button"
        aria-label={viewBioLabel(props.displayName)}
        aria-haspopup="dialog"
        aria-expanded={props.open}
        onClick={() => props.onOpenChange(true)}
      >
        {VIEW_BIO_TEXT}
      </button>
      <Modal
        id={props.modalId}
        open={props.open}
        onOpenChange={props.onOpenChange}
        title={props.displayName}
        width={BIO_DIALOG_WIDTH}
        container={props.container}
      >
        <div className="shop-bio-viewer__body" part="dialog-body">
          <BioPicture
            src={props.pictureUrl}
            displayName={props.displayName}
            size={BIO_DIALOG_PICTURE_SIZE}
            loading="eager"
          />
          <BioHtml
            cleanHtml={props.summary}
            className="shop-bio-viewer__summary shop-rich-text"
            part="summary"
          />
        </div>
      </Modal>
    </>
  );
}
