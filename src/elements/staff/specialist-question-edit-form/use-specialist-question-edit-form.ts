import { useMemo, useState } from 'react';
import { questionEditCall, questionUpdateOf, toQuestionImage } from '../../../api/question-moderation';
import { newIdempotencyKey } from '../../../core/http';
import { useWidgetHost } from '../../../core/widget-context';
import { failureMessage } from '../../community/shared/failure-details';
import type { FormMessage } from '../../community/shared/form-message';
import {
  type ActionOutcome,
  useActionRunner,
  useFocusRequest,
} from '../../community/shared/use-action-runner';
import { reloadToSamePath } from '../shared/edit-form-navigation';
import {
  approvedImagesOf,
  type FormImage,
  imageErrors,
  type QuestionField,
  type QuestionFields,
  questionErrors,
  visibleQuestionErrors,
  yearOf,
} from '../shared/question-edit-rules';
import {
  QUESTION_FORM_MESSAGES,
  QUESTION_FORM_VALIDATION,
  type QuestionFormAction,
} from '../shared/question-edit-texts';
import type { QuestionEditFocusTarget, QuestionEditFormViewProps } from './specialist-question-edit-form';

export interface SpecialistQuestionEditFormProps {
  questionId: number;
  questionConversationId: number;
  title: string;
  websku: string;
  name: string;
  email: string;
  question: string;
  year: number;
  make: string;
  model: string;
  isApproved: boolean;
  images: Parameters<typeof toQuestionImage>[0][];
}

export function useSpecialistQuestionEditForm(
  props: SpecialistQuestionEditFormProps,
): QuestionEditFormViewProps {
  const { renderRoot } = useWidgetHost();
  const [fields, setFields] = useState<QuestionFields>(() => ({
    title: props.title,
    webSku: props.websku,
    name: props.name,
    email: props.email,
    question: props.question,
    year: props.year > 0 ? String(props.year) : '',
    make: props.make,
    model: props.model,
  }));
  const [images, setImages] = useState<FormImage[]>(() =>
    props.images.map((image) => toQuestionImage(image)),
  );
  const [touched, setTouched] = useState<ReadonlySet<QuestionField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { busy, run } = useActionRunner<QuestionFormAction>();
  const { focus, requestFocus } = useFocusRequest<QuestionEditFocusTarget>();

  const allErrors = useMemo(() => questionErrors(fields), [fields]);
  const allImageErrors = useMemo(() => imageErrors(images), [images]);
  const errors = visibleQuestionErrors(fields, allErrors, touched, attempted);

  const send = async (action: QuestionFormAction): Promise<ActionOutcome> => {
    const texts = QUESTION_FORM_MESSAGES[action];
    let update = null;
    if (action !== 'delete') {
      update = questionUpdateOf({
        title: fields.title.trim(),
        webSku: fields.webSku.trim(),
        questionID: props.questionId,
        name: fields.name.trim(),
        email: fields.email.trim(),
        questionConversationID: props.questionConversationId,
        question: fields.question,
        approvedImages: approvedImagesOf(images),
        year: yearOf(fields.year),
        make: fields.make,
        model: fields.model,
      });
    }
    try {
      await questionEditCall(action, props.questionId, update, newIdempotencyKey());
    } catch (error) {
      setMessage(failureMessage(texts.failure, error));
      requestFocus('message');
      return 'done';
    }
    setMessage({ tone: 'success', text: texts.success });
    requestFocus('message');
    reloadToSamePath();
    return 'navigating';
  };

  const onAction = (action: QuestionFormAction) => {
    if (busy) return;
    if (action === 'delete') {
      setConfirmingDelete(true);
      return;
    }
    // Checked before the request starts, so the buttons stay and focus can go to the first invalid field.
    if (Object.keys(allErrors).length > 0 || allImageErrors.size > 0) {
      setAttempted(true);
      setMessage({ tone: 'error', text: QUESTION_FORM_VALIDATION.invalidFields });
      requestFocus('invalid');
      return;
    }
    setMessage(null);
    void run(action, () => send(action));
  };

  return {
    questionId: props.questionId,
    status: props.isApproved ? 'approved' : 'disproved',
    fields,
    errors,
    onFieldChange: (field, value) => setFields((current) => ({ ...current, [field]: value })),
    onFieldBlur: (field) =>
      setTouched((current) => (current.has(field) ? current : new Set([...current, field]))),
    images,
    imageErrors: attempted ? allImageErrors : new Map(),
    onImageChange: (id, change) =>
      setImages((current) =>
        current.map((image) => (image.webImageFileRevisionsID === id ? { ...image, ...change } : image)),
      ),
    onImageRemoved: (id) =>
      setImages((current) =>
        current.map((image) => (image.webImageFileRevisionsID === id ? { ...image, removed: true } : image)),
      ),
    busy,
    message,
    onAction,
    confirmingDelete,
    onConfirmDelete: () => {
      setConfirmingDelete(false);
      setMessage(null);
      void run('delete', () => send('delete'));
    },
    onCancelDelete: () => setConfirmingDelete(false),
    focus,
    modalContainer: renderRoot,
  };
}
