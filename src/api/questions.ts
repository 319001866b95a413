import * as z from 'zod/mini';
import { request } from '../core/http';

/** Spec community §9 / staff §9: a question made from a comment has status 5. */
export const QUESTION_FROM_COMMENT_STATUS = 5;
/** Spec: the question subject is the first 50 characters of the text. */
export const QUESTION_SUBJECT_LENGTH = 50;

export const QUESTIONS_PATHS = {
  questions: '/api/questions',
} as const;

/** Spec community §3 "Question created from a comment" (staff §3.12). */
export const newQuestionSchema = z.object({
  /** ISO 8601. */
  questionDate: z.string(),
  questionName: z.string(),
  questionEmail: z.string(),
  questionSubject: z.string(),
  questionSource: z.string(),
  partNo: z.string(),
  question: z.string(),
  status: z.int(),
  active: z.boolean(),
  autoApproved: z.boolean(),
  reviewedByEmployeeId: z.int(),
  createdByEmployeeId: z.int(),
});
export type NewQuestion = z.infer<typeof newQuestionSchema>;

/** "Returns a numeric id; 0 or below is a failure." */
export const questionIdSchema = z.int();

/** The subject of a question: the first 50 characters of its text. */
export function questionSubjectOf(text: string): string {
  return Array.from(text.trim()).slice(0, QUESTION_SUBJECT_LENGTH).join('');
}

/** POST /api/questions: creates a question and answers its id (0 or less when it failed). */
export function createQuestion(question: NewQuestion, idempotencyKey: string) {
  return request(QUESTIONS_PATHS.questions, {
    method: 'post',
    json: question,
    schema: questionIdSchema,
    idempotencyKey,
  });
}
