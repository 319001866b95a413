import type { StoredModeratedAnswer, StoredQuestion } from '../data/questions';

/**
 * The attributes a server page gives the question and answer edit forms (staff §2.6: "custom elements
 * that read initial data from page attributes"), from the fake shop's records: used by the demo page,
 * the stories and the tests, so all three render what a real moderation page would. Booleans are HTML
 * booleans: present (empty value) or left out.
 */
export type ElementAttributes = Record<string, string>;

export function questionEditFormAttributes(question: StoredQuestion): ElementAttributes {
  const values: ElementAttributes = {
    'data-question-id': String(question.questionId),
    'data-question-conversation-id': String(question.questionConversationID),
    'data-title': question.title,
    'data-websku': question.webSku,
    'data-name': question.name,
    'data-email': question.email,
    'data-question': question.question,
    'data-year': String(question.yearFrom),
    'data-make': question.make,
    'data-model': question.model,
    'data-images': JSON.stringify(question.images),
  };
  if (question.status === 'approved') values['data-is-approved'] = '';
  return values;
}

export interface AnswerViewer {
  isModerator: boolean;
  employeeId: number;
  /** Staff §3.19; 5 (inactive sku) makes saving claim the answer. */
  queueItemType?: number;
}

export function answerEditFormAttributes(
  answer: StoredModeratedAnswer,
  viewer: AnswerViewer,
): ElementAttributes {
  const values: ElementAttributes = {
    'data-answer-id': String(answer.answerId),
    'data-question-id': String(answer.questionId),
    'data-answer': answer.answer,
    'data-webskus': JSON.stringify(answer.products),
    'data-links': JSON.stringify(answer.links),
    'data-queue-item-type': String(viewer.queueItemType ?? 4),
    'data-employee-id': String(viewer.employeeId),
    'data-specialist-id': String(answer.employeeId),
  };
  if (viewer.isModerator) values['data-is-moderator'] = '';
  return values;
}
