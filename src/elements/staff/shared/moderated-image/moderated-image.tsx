import { type Ref, useContext, useEffect, useId, useRef, useState } from 'react';
import { deleteQuestionImage, type QuestionImage } from '../../../../api/question-moderation';
import { newIdempotencyKey } from '../../../../core/http';
import { useComponentStyles, WidgetContext } from '../../../../core/widget-context';
import { Modal } from '../../../../ui/modal/modal';
import { failureDetails } from '../../../community/shared/failure-details';
import { imageSourceOf, openBase64ImageInNewTab } from './image-source';
import { moderatedImageStyles } from './moderated-image.styles';
import { MODERATED_IMAGE_TEXTS as TEXTS } from './moderated-image-texts';

/** What the moderator changed on an image: both values, so a parent stores them as they are. */
export interface ModeratedImageChange {
  approved: boolean;
  altText: string;
}

export interface ModeratedImageProps {
  /** The question the image belongs to (the image delete path names it). */
  questionId: number;
  /** Staff §3.17: the image, as the parent holds it (approved and altText are controlled). */
  image: QuestionImage;
  /** Approving images requires canApprove (§2.4; false in the question and answer edit forms). */
  canApprove: boolean;
  /** Every change of the approve checkbox or the alt text. */
  onChange: (change: ModeratedImageChange) => void;
  /** After the shop removed the image ('Deactivate Image', confirmed): the parent stops sending it. */
  onRemoved: (image: QuestionImage) => void;
  /** The parent form's error for the alt text (for example an approved image without one). */
  altTextError?: string;
  /** The parent form is sending: the image's buttons hide and its fields are read-only. */
  disabled?: boolean;
  /** The image's name in its legend (default: its file name, or "Image {id}"). */
  label?: string;
}

/**
 * Staff §2.5: the approve checkbox and the alt text, or 'Deactivate Image' for expert images and
 * images that cannot be approved.
 */
export type ModeratedImageMode = 'approve' | 'deactivate';

export function moderatedImageMode(
  image: Pick<QuestionImage, 'isExpertImage'>,
  canApprove: boolean,
): ModeratedImageMode {
  return canApprove && !image.isExpertImage ? 'approve' : 'deactivate';
}

type Phase = 'idle' | 'confirming' | 'removing' | 'removed';
interface Outcome {
  tone: 'success' | 'error';
  text: string;
  items?: readonly string[];
}

/**
 * A question image under moderation (staff §2.5): the picture, the approve checkbox and alt text
 * (when the image can be approved), 'Deactivate Image' otherwise (it removes the image after an
 * in-page confirmation, DELETE /question/image-delete/...), and 'Open Image In New Tab' for base64
 * images (through a blob URL). Its buttons hide while its request is in flight. Works inside a widget
 * (its CSS goes to the widget's shadow root, the confirmation too) and outside one.
 */
export function ModeratedImage({
  questionId,
  image,
  canApprove,
  onChange,
  onRemoved,
  altTextError,
  disabled = false,
  label,
}: ModeratedImageProps) {
  useComponentStyles(moderatedImageStyles, 'moderated-image');
  const renderRoot = useContext(WidgetContext)?.renderRoot;
  const id = useId();
  const modalId = `shop-moderated-image-confirm-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [phase, setPhase] = useState<Phase>('idle');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [focusOutcome, setFocusOutcome] = useState(0);
  const outcomeRef = useRef<HTMLElement>(null);
  const mode = moderatedImageMode(image, canApprove);
  const source = imageSourceOf(image);
  const name = label ?? (image.baseFileName || `Image ${image.webImageFileRevisionsID}`);
  const altId = `${id}-alt`;
  const altErrorId = `${id}-alt-error`;

  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);

  const remove = async () => {
    setPhase('removing');
    setOutcome(null);
    try {
      await deleteQuestionImage(questionId, image, newIdempotencyKey());
    } catch (error) {
      setPhase('idle');
      setOutcome({ tone: 'error', text: TEXTS.removeFailed, items: failureDetails(error) });
      setFocusOutcome((count) => count + 1);
      return;
    }
    setPhase('removed');
    setOutcome({ tone: 'success', text: TEXTS.removed });
    setFocusOutcome((count) => count + 1);
    onRemoved(image);
  };

  const openInTab = () => {
    if (source.kind !== 'base64') return;
    if (!openBase64ImageInNewTab(source.payload)) {
      setOutcome({ tone: 'error', text: TEXTS.openFailed });
      setFocusOutcome((count) => count + 1);
    }
  };

  const status = outcome?.tone === 'success' ? outcome : null;
  const alert = outcome?.tone === 'error' ? outcome : null;
  const removed = phase === 'removed';
  const showButtons = !disabled && phase !== 'removing' && !removed;

  return (
    <fieldset
      className="shop-moderated-image"
      data-mode={mode}
      data-state={phase}
      data-expert={image.isExpertImage || undefined}
      aria-busy={phase === 'removing' || undefined}
    >
      <legend className="shop-moderated-image__legend">
        {image.isExpertImage ? `${TEXTS.expert}: ${name}` : name}
      </legend>
      {!removed && (
        <>
          {source.kind === 'none' ? (
            <p className="shop-moderated-image__note">
              {source.reason === 'unsupported' ? TEXTS.unsupported : TEXTS.missing}
            </p>
          ) : (
            <img
              className="shop-moderated-image__picture"
              src={source.src}
              alt={image.altText.trim() || name}
              loading="lazy"
            />
          )}
          {mode === 'approve' && (
            <div className="shop-moderated-image__check">
              <input
                id={`${id}-approve`}
                type="checkbox"
                checked={image.approved}
                disabled={disabled || phase === 'removing'}
                onChange={(event) => onChange({ approved: event.target.checked, altText: image.altText })}
              />
              <label htmlFor={`${id}-approve`}>{TEXTS.approve}</label>
            </div>
          )}
          <div className="shop-moderated-image__field">
            <label className="shop-moderated-image__label" htmlFor={altId}>
              {TEXTS.altText}
            </label>
            <input
              id={altId}
              className="shop-moderated-image__input"
              type="text"
              value={image.altText}
              readOnly={disabled || phase === 'removing'}
              aria-invalid={altTextError ? true : undefined}
              aria-describedby={altTextError ? altErrorId : undefined}
              onChange={(event) => onChange({ approved: image.approved, altText: event.target.value })}
            />
            {altTextError && (
              <p id={altErrorId} className="shop-moderated-image__error">
                {altTextError}
              </p>
            )}
          </div>
          {showButtons && (source.kind === 'base64' || mode === 'deactivate') && (
            <div className="shop-moderated-image__buttons">
              {source.kind === 'base64' && (
                <button type="button" className="shop-moderated-image__button" onClick={openInTab}>
                  {TEXTS.openInNewTab}
                </button>
              )}
              {mode === 'deactivate' && (
                <button
                  type="button"
                  className="shop-moderated-image__button shop-moderated-image__button--danger"
                  onClick={() => {
                    setOutcome(null);
                    setPhase('confirming');
                  }}
                >
                  {TEXTS.deactivate}
                </button>
              )}
            </div>
          )}
          {phase === 'removing' && (
            <p className="shop-moderated-image__note" role="status">
              {TEXTS.removing}
            </p>
          )}
        </>
      )}
      <p
        ref={status ? (outcomeRef as Ref<HTMLParagraphElement>) : undefined}
        role="status"
        tabIndex={status ? -1 : undefined}
        className={`shop-moderated-image__message${status ? ' shop-moderated-image__message--success' : ''}`}
      >
        {status?.text}
      </p>
      {alert && (
        <div
          ref={outcomeRef as Ref<HTMLDivElement>}
          role="alert"
          tabIndex={-1}
          className="shop-moderated-image__message shop-moderated-image__message--error"
        >
          {alert.text}
          {alert.items && alert.items.length > 0 && (
            <ul className="shop-moderated-image__details">
              {alert.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Modal
        id={modalId}
        open={phase === 'confirming'}
        onOpenChange={(open) => {
          if (!open) setPhase((current) => (current === 'confirming' ? 'idle' : current));
        }}
        title={TEXTS.confirmTitle}
        width={420}
        container={renderRoot}
      >
        <p className="shop-moderated-image__confirm-text">
          <strong>{name}</strong> {TEXTS.confirmText}
        </p>
        <div className="shop-moderated-image__buttons">
          <button
            type="button"
            className="shop-moderated-image__button shop-moderated-image__button--danger"
            onClick={() => void remove()}
          >
            {TEXTS.confirmYes}
          </button>
          <button type="button" className="shop-moderated-image__button" onClick={() => setPhase('idle')}>
            {TEXTS.confirmNo}
          </button>
        </div>
      </Modal>
    </fieldset>
  );
}
