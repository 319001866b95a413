import { useRef } from 'react';
import type { MediaContext } from '../../../api/media';
import { MediaUploader, type MediaUploadSummary } from '../../community/customer-media-upload/media-uploader';
import { ActionButton } from '../../community/shared/action-button';
import { TextAreaField, TextField } from '../../community/shared/fields';
import { type FormMessage, FormMessageArea } from '../../community/shared/form-message';
import { PartLinkRows } from '../../community/shared/part-link-rows';
import type { PartLinkRow } from '../../community/shared/part-links';
import {
  type QuestionVehicleControl,
  QuestionVehicleFields,
  type VehicleErrors,
} from '../../community/shared/question-vehicle';
import {
  type FocusRequest,
  firstInvalidLink,
  useFocusTargets,
} from '../../community/shared/use-action-runner';
import {
  ANSWER_FORM_BUSY,
  ANSWER_FORM_BUTTONS,
  ANSWER_FORM_TEXTS,
  ANSWER_MAX_LENGTH,
  type AnswerFormAction,
} from './question-answer-form.texts';
import { QuestionImages } from './question-images';
import type { QuestionImageState } from './use-question-answer-form';

/** The question's own fields the specialist may correct (§2.4, §3.15). */
export interface QuestionFields {
  title: string;
  webSku: string;
  name: string;
  email: string;
  question: string;
}

export interface AnswerFieldErrors extends VehicleErrors {
  title?: string;
  webSku?: string;
  name?: string;
  email?: string;
  question?: string;
  answer?: string;
  links?: ReadonlyMap<number, string>;
}

export type AnswerFocusTarget =
  | 'open'
  | 'title'
  | 'webSku'
  | 'name'
  | 'email'
  | 'question'
  | 'year'
  | 'make'
  | 'model'
  | 'answer'
  | 'links'
  | 'question-images'
  | 'photos'
  | 'message';

export interface AnswerFormViewProps {
  open: boolean;
  onOpen: () => void;
  fields: QuestionFields;
  onFieldChange: (field: keyof QuestionFields, value: string) => void;
  answer: string;
  onAnswerChange: (value: string) => void;
  vehicle: QuestionVehicleControl;
  onVehicleTouched: (field: 'year' | 'make' | 'model') => void;
  vehiclePageHref: string | null;
  questionPageHref: string | null;
  images: readonly QuestionImageState[];
  onImageChange: (id: number, change: Pick<QuestionImageState, 'approved' | 'altText'>) => void;
  /** 'Deactivate Image' removed it on the shop. */
  onImageRemoved: (id: number) => void;
  questionId: number;
  canApprove: boolean;
  rows: readonly PartLinkRow[];
  onRowsChange: (rows: PartLinkRow[]) => void;
  errors: AnswerFieldErrors;
  /** Said when the saved draft could not be loaded. */
  draftNote: string | null;
  uploadGuid: string;
  mediaContext: MediaContext;
  onUploadsChange: (uploads: MediaUploadSummary[]) => void;
  modalContainer?: Element | DocumentFragment | null;
  showApprove: boolean;
  showDeny: boolean;
  busy: AnswerFormAction | null;
  message: FormMessage | null;
  onAction: (action: AnswerFormAction) => void;
  focus: FocusRequest<AnswerFocusTarget> | null;
  questionStatus: number;
  /** The alt-text rule failed once: approved images without alt text show their error. */
  imageErrorsShown: boolean;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The buttons in their order; Approve (type 10) and Deny (the rule in the hook) only when shown. */
function buttonsOf(props: AnswerFormViewProps): AnswerFormAction[] {
  const list: AnswerFormAction[] = ['submit', 'email-only', 'draft', 'hold', 'forward'];
  if (props.showApprove) list.push('approve');
  if (props.showDeny) list.push('deny');
  list.push('close');
  return list;
}

export function QuestionAnswerFormView(props: AnswerFormViewProps) {
  const { open, fields, errors, busy, focus } = props;
  const refs = {
    open: useRef<HTMLButtonElement>(null),
    title: useRef<HTMLInputElement>(null),
    webSku: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    question: useRef<HTMLTextAreaElement>(null),
    year: useRef<HTMLSelectElement>(null),
    make: useRef<HTMLSelectElement>(null),
    model: useRef<HTMLSelectElement>(null),
    answer: useRef<HTMLTextAreaElement>(null),
    form: useRef<HTMLFormElement>(null),
    images: useRef<HTMLDivElement>(null),
    photos: useRef<HTMLDivElement>(null),
    message: useRef<HTMLDivElement>(null),
  };
  useFocusTargets(focus, {
    open: () => refs.open.current,
    title: () => refs.title.current,
    webSku: () => refs.webSku.current,
    name: () => refs.name.current,
    email: () => refs.email.current,
    question: () => refs.question.current,
    year: () => refs.year.current,
    make: () => refs.make.current,
    model: () => refs.model.current,
    answer: () => refs.answer.current,
    links: () => firstInvalidLink(refs.form.current),
    'question-images': () =>
      refs.images.current?.querySelector<HTMLElement>('input[aria-invalid="true"], input') ??
      refs.images.current,
    photos: () =>
      Array.from(
        refs.photos.current?.querySelectorAll<HTMLInputElement>('.shop-media-upload__alt-input') ?? [],
      ).find((input) => input.value.trim() === '') ?? refs.photos.current,
    message: () => refs.message.current,
  });
  const field = (name: keyof QuestionFields) => (value: string) => props.onFieldChange(name, value);

  return (
    <div
      className="shop-answer-form"
      part="root"
      data-state={open ? 'open' : 'closed'}
      data-question-status={props.questionStatus}
    >
      {!open && (
        <button
          ref={refs.open}
          type="button"
          className="shop-button shop-button--primary shop-answer-form__open"
          part="open-button"
          aria-disabled={busy !== null || undefined}
          onClick={() => busy === null && props.onOpen()}
        >
          {ANSWER_FORM_TEXTS.open}
        </button>
      )}
      {open && (
        <section className="shop-answer-form__panel" aria-labelledby="shop-answer-form-title">
          <div className="shop-answer-form__header">
            <h2 id="shop-answer-form-title" className="shop-answer-form__title">
              {ANSWER_FORM_TEXTS.heading}
            </h2>
            <button
              type="button"
              className="shop-icon-button shop-answer-form__close"
              part="close-button"
              aria-label={ANSWER_FORM_TEXTS.close}
              onClick={() => props.onAction('close')}
            >
              <CloseIcon />
            </button>
          </div>
          {(props.questionPageHref || props.vehiclePageHref) && (
            <p className="shop-answer-form__links">
              {props.questionPageHref && (
                <a href={props.questionPageHref}>{ANSWER_FORM_TEXTS.questionPage}</a>
              )}
              {props.vehiclePageHref && <a href={props.vehiclePageHref}>{ANSWER_FORM_TEXTS.vehiclePage}</a>}
            </p>
          )}
          {props.draftNote && (
            <p className="shop-message shop-message--info" role="status">
              {props.draftNote}
            </p>
          )}
          <form
            ref={refs.form}
            className="shop-form"
            part="form"
            aria-label="Answer this question"
            aria-busy={busy !== null || undefined}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              props.onAction('submit');
            }}
          >
            <fieldset className="shop-answer-form__group">
              <legend className="shop-answer-form__legend">Question</legend>
              <TextField
                label="Title"
                value={fields.title}
                onChange={field('title')}
                error={errors.title}
                inputRef={refs.title}
                required
              />
              <div className="shop-form__row">
                <TextField
                  label="Sku"
                  value={fields.webSku}
                  onChange={field('webSku')}
                  error={errors.webSku}
                  inputRef={refs.webSku}
                  required
                />
                <TextField
                  label="Name"
                  value={fields.name}
                  onChange={field('name')}
                  error={errors.name}
                  inputRef={refs.name}
                  required
                />
                <TextField
                  label="E-mail"
                  type="email"
                  value={fields.email}
                  onChange={field('email')}
                  error={errors.email}
                  inputRef={refs.email}
                />
              </div>
              <TextAreaField
                label="Question text"
                value={fields.question}
                onChange={field('question')}
                error={errors.question}
                textAreaRef={refs.question}
                maxLength={null}
                rows={3}
              />
            </fieldset>
            <QuestionVehicleFields
              control={props.vehicle}
              errors={errors}
              onTouched={props.onVehicleTouched}
              yearRef={refs.year}
              makeRef={refs.make}
              modelRef={refs.model}
            />
            {props.images.length > 0 && (
              <div ref={refs.images} tabIndex={-1} part="question-images">
                <QuestionImages
                  questionId={props.questionId}
                  images={props.images}
                  canApprove={props.canApprove}
                  onChange={props.onImageChange}
                  onRemoved={props.onImageRemoved}
                  showErrors={props.imageErrorsShown}
                  disabled={busy !== null}
                />
              </div>
            )}
            <TextAreaField
              label="Answer"
              value={props.answer}
              onChange={props.onAnswerChange}
              error={errors.answer}
              textAreaRef={refs.answer}
              maxLength={ANSWER_MAX_LENGTH}
            />
            <PartLinkRows
              rows={props.rows}
              onChange={props.onRowsChange}
              linkErrors={errors.links}
              legend="Parts and links"
            />
            <div ref={refs.photos} tabIndex={-1} className="shop-answer-form__photos">
              <p className="shop-answer-form__photos-title">{ANSWER_FORM_TEXTS.answerPhotos}</p>
              <MediaUploader
                uploadGuid={props.uploadGuid}
                mediaContext={props.mediaContext}
                onUploadsChange={props.onUploadsChange}
                modalContainer={props.modalContainer}
              />
            </div>
            <fieldset className="shop-actions" part="actions" aria-label="Answer actions">
              {buttonsOf(props).map((action, index) => (
                <ActionButton
                  key={action}
                  action={action}
                  label={ANSWER_FORM_BUTTONS[action]}
                  busy={busy}
                  onAction={props.onAction}
                  variant={index === 0 ? 'primary' : action === 'deny' ? 'danger' : 'secondary'}
                  type={index === 0 ? 'submit' : 'button'}
                />
              ))}
            </fieldset>
          </form>
        </section>
      )}
      {busy && (
        <p className="shop-busy" role="status">
          {ANSWER_FORM_BUSY[busy]}…
        </p>
      )}
      <FormMessageArea message={props.message} messageRef={refs.message} />
    </div>
  );
}
