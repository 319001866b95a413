import { ModeratedImage } from '../shared/moderated-image/moderated-image';
import { ANSWER_FORM_TEXTS, QUESTION_IMAGE_ALT_TEXT_REQUIRED } from './question-answer-form.texts';
import type { QuestionImageState } from './use-question-answer-form';

export interface QuestionImagesProps {
  questionId: number;
  images: readonly QuestionImageState[];
  canApprove: boolean;
  onChange: (id: number, change: { approved: boolean; altText: string }) => void;
  onRemoved: (id: number) => void;
  /** After a submit stopped on the alt-text rule: each approved image without alt text says so. */
  showErrors: boolean;
  disabled: boolean;
}

/** The question's own images (attribute 'uploaded question images'), each a moderated image (§2.5). */
export function QuestionImages({
  questionId,
  images,
  canApprove,
  onChange,
  onRemoved,
  showErrors,
  disabled,
}: QuestionImagesProps) {
  return (
    <fieldset className="shop-answer-form__group">
      <legend className="shop-answer-form__legend">{ANSWER_FORM_TEXTS.questionImages}</legend>
      <ul className="shop-answer-form__images">
        {images.map((entry) => {
          const id = entry.image.webImageFileRevisionsID;
          return (
            <li key={id}>
              <ModeratedImage
                questionId={questionId}
                image={{ ...entry.image, approved: entry.approved, altText: entry.altText }}
                canApprove={canApprove}
                onChange={(change) => onChange(id, change)}
                onRemoved={() => onRemoved(id)}
                altTextError={
                  showErrors && entry.approved && entry.altText.trim() === ''
                    ? QUESTION_IMAGE_ALT_TEXT_REQUIRED
                    : undefined
                }
                disabled={disabled}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
