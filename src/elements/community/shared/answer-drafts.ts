import { useEffect, useState } from 'react';
import { type AnswerDraft, loadAnswerDraft } from '../../../api/question-moderation';

/**
 * The employee's answer draft of a question (staff §3.13, §7.5 GET answer-drafts/{employeeId}), shared
 * by the question answer form and the answer edit forms. Loaded once the form opens; a failed load is
 * said (the form still works, starting empty) and never blocks answering.
 */
export type AnswerDraftLoad =
  | { status: 'idle' | 'loading' | 'none' | 'failed' }
  | { status: 'loaded'; draft: AnswerDraft };

/** Ours: the draft could not be loaded. */
export const DRAFT_LOAD_FAILED = 'Your saved draft could not be loaded. You can still write your answer.';

export function useAnswerDraft(questionId: number, employeeId: number, enabled: boolean): AnswerDraftLoad {
  const [load, setLoad] = useState<AnswerDraftLoad>({ status: 'idle' });
  useEffect(() => {
    if (!enabled || !(questionId > 0) || !(employeeId > 0)) return;
    let current = true;
    setLoad({ status: 'loading' });
    loadAnswerDraft(questionId, employeeId).then(
      (draft) => current && setLoad(draft ? { status: 'loaded', draft } : { status: 'none' }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [questionId, employeeId, enabled]);
  return load;
}

/** A draft for the wrappers of §3.16: id 0 when none was saved yet. */
export function answerDraftOf(fields: {
  draftId: number;
  conversationId: number;
  answer: string;
  email: string;
  name: string;
  authorId: number;
  links: string[];
  products: string[];
}): AnswerDraft {
  return {
    answerDraftId: fields.draftId,
    questionConversationId: fields.conversationId,
    answer: fields.answer,
    email: fields.email,
    name: fields.name,
    authorId: fields.authorId,
    links: fields.links,
    products: fields.products,
  };
}
