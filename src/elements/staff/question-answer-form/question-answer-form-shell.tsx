import { Suspense, useRef, useState } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { lazyPart } from '../../../ui/shared/lazy-part';
import { ANSWER_FORM_TEXTS } from './question-answer-form.texts';
import type { QuestionAnswerFormProps } from './use-question-answer-form';

/** Announced while the form's code loads. Ours. */
export const ANSWER_FORM_LOADING_TEXT = 'Loading the answer form';

/**
 * The form's code is a part of its own, loaded on intent (the button hovered or focused) or when the
 * page opens the form at once (`data-form-opened`): the question page's first paint is only the button.
 */
export const answerFormContent = lazyPart<QuestionAnswerFormProps & { startOpen: boolean }>(
  () => import('./question-answer-form-content').then((module) => module.QuestionAnswerFormContent),
  'the answer form',
);

export const answerFormShellStyles = `
:host { display: block; }
.shop-answer-form__open {
  display: inline-flex; align-items: center; justify-content: center; min-height: 40px;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem); border: 1px solid transparent;
  border-radius: var(--shop-radius-1, 4px); background: var(--shop-color-primary, #c8102e); color: #ffffff;
  font: inherit; font-weight: 600; cursor: pointer;
}
`;

/** Staff §2.4: the form starts closed with 'Write an answer to this question'. */
export function QuestionAnswerFormShell(props: QuestionAnswerFormProps) {
  const [started, setStarted] = useState(props.formOpened);
  const openedByClick = useRef(false);
  if (!started) {
    return (
      <div className="shop-answer-form" part="root" data-state="closed" data-question-status={props.status}>
        <button
          type="button"
          className="shop-button shop-button--primary shop-answer-form__open"
          part="open-button"
          onPointerEnter={() => void answerFormContent.prefetch()}
          onFocus={() => void answerFormContent.prefetch()}
          onClick={() => {
            openedByClick.current = true;
            setStarted(true);
          }}
        >
          {ANSWER_FORM_TEXTS.open}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingCircle label={ANSWER_FORM_LOADING_TEXT} />}>
      <answerFormContent.Part {...props} startOpen={openedByClick.current} />
    </Suspense>
  );
}
