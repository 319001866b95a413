import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MediaContext } from '../../../api/media';
import {
  type AnswerSubmitRoute,
  approveQuestion,
  claimAnswer,
  denyQuestion,
  forwardQuestionToCs,
  holdQuestion,
  type ImageAltText,
  type QuestionImage,
  type QuestionUpdateRequest,
  type SubmitAnswerWrapper,
  saveAnswerDraft,
  submitQuestionAnswer,
  toQuestionImage,
} from '../../../api/question-moderation';
import { QUEUE_ITEM_TYPES } from '../../../api/queue-enums';
import { getConfig } from '../../../core/config';
import { newIdempotencyKey } from '../../../core/http';
import { useWidgetHost } from '../../../core/widget-context';
import type { MediaUploadSummary } from '../../community/customer-media-upload/media-uploader';
import { answerDraftOf, DRAFT_LOAD_FAILED, useAnswerDraft } from '../../community/shared/answer-drafts';
import { isValidEmail, linkErrors } from '../../community/shared/comment-fields';
import { failureDetails } from '../../community/shared/failure-details';
import type { FormMessage } from '../../community/shared/form-message';
import { pageNavigation } from '../../community/shared/navigation';
import { collectPartLinks, linkCheckProblem } from '../../community/shared/part-link-submit';
import { type PartLinkRow, rowsFrom } from '../../community/shared/part-links';
import {
  EMPTY_VEHICLE,
  type QuestionVehicle,
  useQuestionVehicle,
  vehicleErrors,
  vehiclePageHref,
  vehicleUpdateFields,
} from '../../community/shared/question-vehicle';
import {
  type ActionOutcome,
  useActionRunner,
  useFocusRequest,
} from '../../community/shared/use-action-runner';
import type {
  AnswerFieldErrors,
  AnswerFocusTarget,
  AnswerFormViewProps,
  QuestionFields,
} from './question-answer-form';
import {
  ANSWER_FORM_MESSAGES,
  ANSWER_MAX_LENGTH,
  ANSWER_VALIDATION,
  type AnswerFormAction,
  QUESTION_TITLE_MAX_LENGTH,
  UPLOADS_IN_PROGRESS_MESSAGE,
} from './question-answer-form.texts';
import { subResultFailures } from './submission-result';

export interface QuestionAnswerFormProps {
  year: number;
  make: string;
  model: string;
  conversationId: number;
  questionId: number;
  questionEmail: string;
  reviewedBy: number;
  status: number;
  isModerator: boolean;
  formOpened: boolean;
  websku: string;
  title: string;
  text: string;
  name: string;
  mediaContext: MediaContext;
  uploadGuid: string;
  uploadedQuestionImages: Parameters<typeof toQuestionImage>[0][];
  queueItemType: number;
  employeeFriendlyName: string;
}

/** How long 'Send it!' waits for an alt text being saved (the field was just left). */
const ALT_TEXT_SAVE_WAIT_MS = 1500;

/** Staff §3.19 queue item types the form acts on. */
export const INACTIVE_PRODUCT_QUEUE_ITEM = QUEUE_ITEM_TYPES.InactiveProductComment;
export const AUTO_APPROVE_FAILED_QUEUE_ITEM = QUEUE_ITEM_TYPES.AutoApproveFailed;

/**
 * Decision (the spec does not show the rule): Deny shows for moderators, and for a specialist when the
 * question came from a queue (queue item types 4 Question, 5 and 10). A specialist who opened a
 * question page outside the queue (type 0) answers, drafts, holds or forwards it but does not deny it.
 */
export function denyShown(props: Pick<QuestionAnswerFormProps, 'isModerator' | 'queueItemType'>): boolean {
  return (
    props.isModerator ||
    (
      [QUEUE_ITEM_TYPES.Question, INACTIVE_PRODUCT_QUEUE_ITEM, AUTO_APPROVE_FAILED_QUEUE_ITEM] as number[]
    ).includes(props.queueItemType)
  );
}

/** The question's own image as the form edits it: approved with an alt text (§2.5, §3.15). */
export interface QuestionImageState {
  image: QuestionImage;
  approved: boolean;
  altText: string;
}

type Field = keyof QuestionFields | 'answer' | 'year' | 'make' | 'model';

/** §5 "Answer edit form": every field's error (shown once touched or after a submit attempt). */
export function answerFormErrors(
  fields: QuestionFields,
  answer: string,
  vehicle: QuestionVehicle,
): AnswerFieldErrors {
  const errors: AnswerFieldErrors = { ...vehicleErrors(vehicle) };
  if (answer.trim() === '') errors.answer = ANSWER_VALIDATION.answerRequired;
  else if (answer.length > ANSWER_MAX_LENGTH) errors.answer = ANSWER_VALIDATION.answerTooLong;
  if (fields.title.trim() === '') errors.title = ANSWER_VALIDATION.titleRequired;
  else if (fields.title.length > QUESTION_TITLE_MAX_LENGTH) errors.title = ANSWER_VALIDATION.titleTooLong;
  if (fields.question.trim() === '') errors.question = ANSWER_VALIDATION.textRequired;
  if (fields.webSku.trim() === '') errors.webSku = ANSWER_VALIDATION.webskuRequired;
  if (fields.name.trim() === '') errors.name = ANSWER_VALIDATION.nameRequired;
  if (fields.email.trim() !== '' && !isValidEmail(fields.email))
    errors.email = ANSWER_VALIDATION.emailInvalid;
  return errors;
}

/** The order focus looks for the first invalid field in. */
const FIELD_ORDER: readonly Field[] = [
  'title',
  'webSku',
  'name',
  'email',
  'question',
  'year',
  'make',
  'model',
  'answer',
];

const SUCCESS_AND_RELOAD: Partial<Record<AnswerFormAction, string>> = {
  deny: ANSWER_FORM_MESSAGES.denied,
  hold: ANSWER_FORM_MESSAGES.held,
  forward: ANSWER_FORM_MESSAGES.forwarded,
  approve: ANSWER_FORM_MESSAGES.approved,
};

class ActionFailed extends Error {
  constructor(readonly formMessage: FormMessage) {
    super(formMessage.text);
  }
}

async function step<T>(text: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ActionFailed({ tone: 'error', text, items: failureDetails(error) });
  }
}

export function useQuestionAnswerForm(
  props: QuestionAnswerFormProps & { startOpen?: boolean },
): AnswerFormViewProps {
  const { renderRoot } = useWidgetHost();
  const [open, setOpen] = useState(props.formOpened || props.startOpen === true);
  const [fields, setFields] = useState<QuestionFields>(() => ({
    title: props.title,
    webSku: props.websku,
    name: props.name,
    email: props.questionEmail,
    question: props.text,
  }));
  const [answer, setAnswer] = useState('');
  const [rows, setRows] = useState<PartLinkRow[]>(() => rowsFrom());
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [draftId, setDraftId] = useState(0);
  const [images, setImages] = useState<QuestionImageState[]>(() =>
    props.uploadedQuestionImages.map(toQuestionImage).map((image) => ({
      image,
      approved: image.approved,
      altText: image.altText ?? '',
    })),
  );
  const [uploads, setUploads] = useState<MediaUploadSummary[]>([]);
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  const [imageErrorsShown, setImageErrorsShown] = useState(false);
  const { busy, run } = useActionRunner<AnswerFormAction>();
  const { focus, requestFocus } = useFocusRequest<AnswerFocusTarget>();

  // Opened by the shell's button: focus goes to the first field once the form is there.
  useEffect(() => {
    if (props.startOpen) requestFocus('title');
  }, [props.startOpen, requestFocus]);

  const vehicle = useQuestionVehicle(
    props.year > 0 ? { year: props.year, make: props.make, model: props.model } : EMPTY_VEHICLE,
    open,
  );

  // The employee's draft (§3.13), loaded once the form opens; it fills an answer not yet typed.
  const draft = useAnswerDraft(props.questionId, props.reviewedBy, open);
  const draftApplied = useRef(false);
  useEffect(() => {
    if (draft.status !== 'loaded' || draftApplied.current) return;
    draftApplied.current = true;
    setDraftId(draft.draft.answerDraftId);
    setAnswer((current) => (current === '' ? draft.draft.answer : current));
    setRows((current) =>
      current.every((row) => row.partNumber === '' && row.link === '')
        ? rowsFrom(draft.draft.products, draft.draft.links)
        : current,
    );
  }, [draft]);

  const allErrors = useMemo(() => {
    const errors = answerFormErrors(fields, answer, vehicle.vehicle);
    errors.links = linkErrors(rows, getConfig().siteRoot, location.href);
    return errors;
  }, [fields, answer, vehicle.vehicle, rows]);
  const shown = (field: Field) => (attempted || touched.has(field) ? allErrors[field] : undefined);
  const errors: AnswerFieldErrors = {
    title: shown('title'),
    webSku: shown('webSku'),
    name: shown('name'),
    email: shown('email'),
    question: shown('question'),
    answer: shown('answer'),
    year: shown('year'),
    make: shown('make'),
    model: shown('model'),
    links: allErrors.links,
  };

  const touch = useCallback((field: Field) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  }, []);

  const questionUpdate = (): QuestionUpdateRequest => ({
    title: fields.title.trim(),
    webSku: fields.webSku.trim(),
    questionID: props.questionId,
    name: fields.name.trim(),
    email: fields.email.trim(),
    questionConversationID: props.conversationId,
    question: fields.question,
    approvedImages: images
      .filter((entry) => entry.approved)
      .map((entry) => ({
        fileRevisionId: entry.image.webImageFileRevisionsID,
        altText: entry.altText.trim(),
      })),
    ...vehicleUpdateFields(vehicle.vehicle),
  });

  const currentDraft = () => {
    const { links, parts } = collectPartLinks(rows);
    return answerDraftOf({
      draftId,
      conversationId: props.conversationId,
      answer,
      email: fields.email.trim(),
      name: fields.name.trim(),
      authorId: props.reviewedBy,
      links,
      products: parts,
    });
  };

  const fail = (formMessage: FormMessage, target: AnswerFocusTarget = 'message'): ActionOutcome => {
    setMessage(formMessage);
    requestFocus(target);
    return 'done';
  };

  /** 'Invalid fields' and focus on the first field in error; the errors show from now on. */
  const invalid = (which: readonly Field[]): ActionOutcome | null => {
    const hasLinkErrors = (allErrors.links?.size ?? 0) > 0;
    const first = FIELD_ORDER.find((field) => which.includes(field) && allErrors[field]);
    if (!first && !hasLinkErrors) return null;
    setAttempted(true);
    setMessage({ tone: 'error', text: ANSWER_VALIDATION.invalidFields });
    requestFocus(first ?? 'links');
    return 'done';
  };

  /** Close the form and reload the page (§4.5 "After full success the form closes and the page reloads"). */
  const closeAndReload = (text: string): ActionOutcome => {
    setOpen(false);
    setMessage({ tone: 'success', text });
    pageNavigation.reload();
    return 'navigating';
  };

  const linkProblem = async (): Promise<FormMessage | null> => linkCheckProblem(collectPartLinks(rows).links);

  const answerImages = (): ImageAltText[] =>
    uploadsRef.current
      .filter((upload) => upload.status === 'complete' && upload.fileRevisionId !== null)
      .map((upload) => ({ fileRevisionId: upload.fileRevisionId as number, altText: upload.altText.trim() }));

  const send = async (emailOnly: boolean): Promise<ActionOutcome> => {
    const stop = invalid(FIELD_ORDER);
    if (stop) return stop;
    if (uploads.some((upload) => upload.status === 'waiting' || upload.status === 'uploading'))
      return fail({ tone: 'error', text: UPLOADS_IN_PROGRESS_MESSAGE });
    if (images.some((entry) => entry.approved && entry.altText.trim() === '')) {
      setImageErrorsShown(true);
      return fail({ tone: 'error', text: ANSWER_VALIDATION.questionImagesAltText }, 'question-images');
    }
    // The uploader saves a photo's alt text when its field is left, which the press of 'Send it!' does:
    // give that save a moment to land before the rule says the text is missing.
    let photos = answerImages();
    for (let waited = 0; photos.some((photo) => photo.altText === '') && waited < ALT_TEXT_SAVE_WAIT_MS; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      waited += 100;
      photos = answerImages();
    }
    if (photos.some((photo) => photo.altText === ''))
      return fail({ tone: 'error', text: ANSWER_VALIDATION.answerImagesAltText }, 'photos');
    const problem = await linkProblem();
    if (problem) return fail(problem);
    const { links, parts } = collectPartLinks(rows);
    const body: SubmitAnswerWrapper = {
      submitAnswerRequest: {
        questionId: props.questionId,
        answer,
        email: fields.email.trim(),
        name: fields.name.trim(),
        authorId: props.reviewedBy,
        links,
        products: parts,
        images: photos,
        uploadedImagesGuid: uploads[0]?.uploadGuid ?? props.uploadGuid,
      },
      updateQuestionRequest: questionUpdate(),
      draftId,
      specialistId: props.reviewedBy,
    };
    const route: AnswerSubmitRoute = emailOnly
      ? 'specialistEmailOnly'
      : props.queueItemType === INACTIVE_PRODUCT_QUEUE_ITEM
        ? 'specialistApprove'
        : 'specialistAnswers';
    const texts = emailOnly
      ? { failed: ANSWER_FORM_MESSAGES.emailFailed, none: ANSWER_FORM_MESSAGES.emailNoResults }
      : { failed: ANSWER_FORM_MESSAGES.submitFailed, none: ANSWER_FORM_MESSAGES.submitNoResults };
    const result = await step(texts.failed, () =>
      submitQuestionAnswer(route, props.questionId, body, newIdempotencyKey()),
    );
    const failures = subResultFailures(result);
    if (failures === null) return fail({ tone: 'error', text: texts.none });
    if (failures.length > 0) {
      // §4.5: partial success keeps the form open and lists the problems.
      return fail({ tone: 'error', text: ANSWER_FORM_MESSAGES.partial, items: failures });
    }
    return closeAndReload(emailOnly ? ANSWER_FORM_MESSAGES.emailedOnly : ANSWER_FORM_MESSAGES.submitted);
  };

  const actions: Record<AnswerFormAction, () => Promise<ActionOutcome>> = {
    submit: () => send(false),
    'email-only': () => send(true),
    draft: async () => {
      // A draft may be unfinished; only what the shop would refuse to store stops it.
      const stop = invalid(['title']);
      if (stop) return stop;
      if (answer.length > ANSWER_MAX_LENGTH) return invalid(['answer']) ?? 'done';
      const saved = await step(ANSWER_FORM_MESSAGES.draftFailed, () =>
        saveAnswerDraft(
          props.questionId,
          props.reviewedBy,
          { draft: currentDraft(), updateQuestionRequest: questionUpdate() },
          newIdempotencyKey(),
        ),
      );
      setDraftId(saved.answerDraftId);
      // §4.5: with an inactive sku (queue item type 5), saving an answer claims it.
      if (props.queueItemType === INACTIVE_PRODUCT_QUEUE_ITEM && props.conversationId > 0)
        await step(ANSWER_FORM_MESSAGES.claimFailed, () =>
          claimAnswer(props.conversationId, newIdempotencyKey()),
        );
      setMessage({ tone: 'success', text: ANSWER_FORM_MESSAGES.draftSaved });
      requestFocus('message');
      return 'done';
    },
    hold: async () => {
      const stop = invalid(['title']);
      if (stop) return stop;
      await step(ANSWER_FORM_MESSAGES.holdFailed, () =>
        holdQuestion(
          props.questionId,
          {
            specialistId: props.reviewedBy,
            updateQuestionRequest: questionUpdate(),
            answerDraft: currentDraft(),
          },
          newIdempotencyKey(),
        ),
      );
      return closeAndReload(ANSWER_FORM_MESSAGES.held);
    },
    forward: async () => {
      // The answer is the specialist's response sent to CS: it is required.
      const stop = invalid(['answer']);
      if (stop) return stop;
      await step(ANSWER_FORM_MESSAGES.forwardFailed, () =>
        forwardQuestionToCs(
          props.questionId,
          {
            forwardToCsRequest: { specialistName: props.employeeFriendlyName, specialistComment: answer },
            draftId,
            specialistId: props.reviewedBy,
          },
          newIdempotencyKey(),
        ),
      );
      return closeAndReload(SUCCESS_AND_RELOAD.forward as string);
    },
    deny: async () => {
      await step(ANSWER_FORM_MESSAGES.denyFailed, () =>
        denyQuestion(props.questionId, { draftId, specialistId: props.reviewedBy }, newIdempotencyKey()),
      );
      return closeAndReload(ANSWER_FORM_MESSAGES.denied);
    },
    approve: async () => {
      await step(ANSWER_FORM_MESSAGES.approveFailed, () =>
        approveQuestion(props.questionId, newIdempotencyKey()),
      );
      return closeAndReload(ANSWER_FORM_MESSAGES.approved);
    },
    close: async () => {
      // Nothing typed is lost: the form only folds away.
      setOpen(false);
      setAttempted(false);
      setMessage(null);
      requestFocus('open');
      return 'done';
    },
  };

  // A plain function: the actions read the latest render's state.
  const onAction = (action: AnswerFormAction) => {
    if (action !== 'close') setMessage(null);
    void run(action, async () => {
      try {
        return await actions[action]();
      } catch (error) {
        if (error instanceof ActionFailed) return fail(error.formMessage);
        throw error;
      }
    });
  };

  const { siteRoot } = getConfig();
  return {
    open,
    onOpen: () => {
      setOpen(true);
      setMessage(null);
      requestFocus('title');
    },
    fields,
    onFieldChange: (field, value) => {
      setFields((current) => ({ ...current, [field]: value }));
      touch(field);
    },
    answer,
    onAnswerChange: (value) => {
      setAnswer(value);
      touch('answer');
    },
    vehicle,
    onVehicleTouched: touch,
    vehiclePageHref: vehiclePageHref(vehicle.vehicle),
    questionPageHref:
      props.questionId > 0
        ? `${(siteRoot || '/').replace(/\/?$/, '/')}question-${props.questionId}.html`
        : null,
    images,
    onImageRemoved: (id) =>
      setImages((current) => current.filter((entry) => entry.image.webImageFileRevisionsID !== id)),
    onImageChange: (id, change) =>
      setImages((current) =>
        current.map((entry) =>
          entry.image.webImageFileRevisionsID === id ? { ...entry, ...change } : entry,
        ),
      ),
    // Decision (§2.4 "Approving images requires canApprove"): the answer form is where a specialist
    // approves a neighbor's images, so canApprove is true here (the edit forms pass false).
    canApprove: true,
    rows,
    onRowsChange: setRows,
    errors,
    draftNote: draft.status === 'failed' ? DRAFT_LOAD_FAILED : null,
    uploadGuid: props.uploadGuid,
    mediaContext: props.mediaContext,
    onUploadsChange: setUploads,
    modalContainer: renderRoot,
    showApprove: props.queueItemType === AUTO_APPROVE_FAILED_QUEUE_ITEM,
    showDeny: denyShown(props),
    busy,
    message,
    onAction,
    focus,
    questionStatus: props.status,
    questionId: props.questionId,
    imageErrorsShown,
  };
}
