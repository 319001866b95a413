import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import {
  answerActionSchema,
  type answerUpdateSchema,
  type QuestionUpdate,
  questionActionResultSchema,
  questionUpdateSchema,
  specialistUpdateSchema,
} from '../../api/question-moderation';
import {
  approveListedImages,
  badLinks,
  type ModeratedAnswerStatus,
  type QuestionStatus,
  type StoredModeratedAnswer,
  type StoredQuestion,
} from '../data/questions';
import { dropAnswerFromQueues } from '../data/queues';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * The question and answer edit forms' calls (staff §2.6, §7.5) on the question store (`state.questionStore`,
 * `data/questions.ts`, shared with the question answer form). Rules of this fake shop (the real ones are
 * server-side, not in the spec):
 *
 * - only signed-in staff may call them (403); only the moderator role may hold as moderator;
 * - a question update with an empty title, question, web sku or name, a title over 100 characters, or
 *   a vehicle that is not complete is a 400; so is an empty answer or a link not relative to the site root;
 * - an unknown (or deleted) question or answer answers `false`;
 * - a question update sets the question's fields and marks exactly the listed images approved, with
 *   their alt text; approve and disapprove also set its status; delete marks it deleted;
 * - the answer form's approve (queue item type 10) comes without a body and only approves the question
 *   (404 for an unknown one); its claim (queue item type 5) names the question's conversation id, not an
 *   answer's, and claims the question for the signed-in employee (`false` for an unknown one);
 * - a moderator's save (PUT /answers/{id}) of a pending answer approves it and takes it off the queues.
 */
const TITLE_MAX = 100;
const API = '*/api/question-moderation';

const staffOnly = () => errorJson(403, 'Only signed-in staff can do this');
const idOf = (params: Record<string, unknown>) => Number(pathParam(params as never, 'id'));
const falseAnswer = () => jsonAs(questionActionResultSchema, false);
const trueAnswer = () => jsonAs(questionActionResultSchema, true);

function findQuestion(id: number): StoredQuestion | undefined {
  return state.questionStore.questions.find((item) => item.questionId === id && item.status !== 'deleted');
}
function findAnswer(id: number): StoredModeratedAnswer | undefined {
  return state.questionStore.answers.find((item) => item.answerId === id);
}

function badQuestion(update: QuestionUpdate): Response | undefined {
  const missing = (['title', 'question', 'webSku', 'name'] as const).filter(
    (key) => update[key].trim() === '',
  );
  if (missing.length > 0) return errorJson(400, `Required: ${missing.join(', ')}`);
  if (update.title.length > TITLE_MAX) return errorJson(400, `title is longer than ${TITLE_MAX}`);
  const vehicle = [update.yearFrom, update.make, update.model].filter((value) => value !== undefined);
  if (vehicle.length > 0 && (vehicle.length < 3 || !(Number(update.yearFrom) > 0)))
    return errorJson(400, 'yearFrom, make and model go together');
  return undefined;
}

function applyQuestion(question: StoredQuestion, update: QuestionUpdate): void {
  Object.assign(question, {
    title: update.title,
    webSku: update.webSku,
    name: update.name,
    email: update.email,
    question: update.question,
    yearFrom: update.yearFrom ?? 0,
    make: update.make ?? '',
    model: update.model ?? '',
  });
  approveListedImages(question, update.approvedImages);
}

/** The answer form's approve (queue item type 10): PUT approve without a body. */
function approveBare(id: number): Response {
  const question = state.questionStore.questions.find((item) => item.questionId === id);
  if (!question) return errorJson(404, 'No such question');
  question.status = 'approved';
  return trueAnswer();
}

/** The answer form's claim (queue item type 5): the id is the question's conversation id. */
function claimQuestion(conversationId: number, employeeId: number): Response {
  const question = state.questionStore.questions.find(
    (item) => item.questionConversationID === conversationId,
  );
  if (!question) return falseAnswer();
  question.claimedBy = employeeId;
  return trueAnswer();
}

function questionHandler(method: 'put' | 'post', path: string, status: QuestionStatus | null): HttpHandler {
  return shopHttp[method](`${API}/questions/:id/${path}`, async ({ params, request }) => {
    if (!state.session.staffMember) return staffOnly();
    if (path === 'approve' && (await request.clone().text()).trim() === '') return approveBare(idOf(params));
    const body = await readJsonBody(request, questionUpdateSchema);
    if (body instanceof Response) return body;
    const refused = badQuestion(body);
    if (refused) return refused;
    const question = findQuestion(idOf(params));
    if (!question || body.questionID !== question.questionId) return falseAnswer();
    applyQuestion(question, body);
    if (status) question.status = status;
    return trueAnswer();
  });
}

function badAnswer(update: z.output<typeof answerUpdateSchema>): Response | undefined {
  if (update.answer.trim() === '') return errorJson(400, 'answer is required');
  return badLinks(update.links);
}

function applyAnswer(answer: StoredModeratedAnswer, update: z.output<typeof answerUpdateSchema>): void {
  answer.answer = update.answer;
  answer.products = update.products;
  answer.links = update.links;
}

function answerHandler(
  action: 'claim' | 'deny' | 'disprove' | 'hold' | 'moderator-hold',
  status: ModeratedAnswerStatus | null,
): HttpHandler {
  return shopHttp.post(`${API}/answers/:id/${action}`, async ({ params, request }) => {
    const member = state.session.staffMember;
    if (!member) return staffOnly();
    if (action === 'claim' && !findAnswer(idOf(params)))
      return claimQuestion(idOf(params), member.employeeId);
    if (action === 'moderator-hold' && state.session.role !== 'moderator')
      return errorJson(403, 'Only moderators can do this');
    const body = await readJsonBody(request, answerActionSchema);
    if (body instanceof Response) return body;
    if (body.answerUpdate) {
      const refused = badAnswer(body.answerUpdate);
      if (refused) return refused;
    }
    const answer = findAnswer(idOf(params));
    if (!answer) return falseAnswer();
    if (body.answerUpdate) applyAnswer(answer, body.answerUpdate);
    if (action === 'claim') answer.employeeId = member.employeeId;
    if (status) answer.status = status;
    if (action === 'hold') answer.heldAs = 'specialist';
    if (action === 'moderator-hold') answer.heldAs = 'moderator';
    return trueAnswer();
  });
}

export const questionEditHandlers: HttpHandler[] = [
  questionHandler('put', 'approve', 'approved'),
  questionHandler('post', 'specialist-disprove', 'disproved'),
  questionHandler('put', 'summary', null),
  shopHttp.post(`${API}/questions/:id/specialist-delete`, ({ params }) => {
    if (!state.session.staffMember) return staffOnly();
    const question = findQuestion(idOf(params));
    if (!question) return falseAnswer();
    question.status = 'deleted';
    return trueAnswer();
  }),
  shopHttp.put(`${API}/answers/:id`, async ({ params, request }) => {
    if (!state.session.staffMember) return staffOnly();
    const body = await readJsonBody(request, specialistUpdateSchema);
    if (body instanceof Response) return body;
    const refused =
      badAnswer(body.answerUpdate) ??
      (body.updateQuestionRequest ? badQuestion(body.updateQuestionRequest) : undefined);
    if (refused) return refused;
    const answer = findAnswer(idOf(params));
    if (!answer) return falseAnswer();
    applyAnswer(answer, body.answerUpdate);
    // A moderator's save of an answer waiting for review approves it (staff §4.4 Approve: "saves and
    // approves"; the spec names no separate answer approve call): it leaves the queues.
    if (state.session.role === 'moderator' && answer.status === 'pending') {
      answer.status = 'approved';
      dropAnswerFromQueues(state.queues, answer.answerId);
    }
    const question = body.updateQuestionRequest
      ? findQuestion(body.updateQuestionRequest.questionID)
      : undefined;
    if (question && body.updateQuestionRequest) applyQuestion(question, body.updateQuestionRequest);
    return trueAnswer();
  }),
  answerHandler('claim', null),
  answerHandler('deny', 'denied'),
  answerHandler('disprove', 'disproved'),
  answerHandler('hold', 'held'),
  answerHandler('moderator-hold', 'held'),
];
