import { useComponentStyles } from '../../../core/widget-context';
import { QuestionAnswerFormView } from './question-answer-form';
import { questionAnswerFormStyles } from './question-answer-form.styles';
import { type QuestionAnswerFormProps, useQuestionAnswerForm } from './use-question-answer-form';

/** The whole form (views, controller, calls, uploader, moderated images, styles): loaded on intent. */
export function QuestionAnswerFormContent(props: QuestionAnswerFormProps & { startOpen: boolean }) {
  useComponentStyles(questionAnswerFormStyles, 'question-answer-form');
  return <QuestionAnswerFormView {...useQuestionAnswerForm(props)} />;
}
