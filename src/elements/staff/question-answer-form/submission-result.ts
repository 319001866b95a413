import type { AnswerSubmissionResult } from '../../../api/question-moderation';
import { SUB_RESULT_FAILURES } from './question-answer-form.texts';

/**
 * Staff §3.18/§8: what a submission's result flags say. `null` (no result, or no answer flag) is "no
 * results returned"; otherwise the failure texts of every flag that is `false`, in the spec's order.
 * The media flags count only when the answer had media (`hasMedia`); a flag left out is not a failure.
 */
export function subResultFailures(result: AnswerSubmissionResult | null): string[] | null {
  if (!result || typeof result.answerSubmissionResult !== 'boolean') return null;
  const failures: string[] = [];
  const failed = (flag: keyof typeof SUB_RESULT_FAILURES) => result[flag] === false;
  if (result.hasMedia !== false) {
    if (failed('associateMediaResult')) failures.push(SUB_RESULT_FAILURES.associateMediaResult);
    if (failed('mediaPublishResult')) failures.push(SUB_RESULT_FAILURES.mediaPublishResult);
  }
  for (const flag of [
    'answerSubmissionResult',
    'deleteDraftResult',
    'emailResult',
    'updateQuestionResult',
    'neighborMediaPublishResult',
  ] as const) {
    if (failed(flag)) failures.push(SUB_RESULT_FAILURES[flag]);
  }
  return failures;
}
