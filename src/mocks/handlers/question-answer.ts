import type { HttpHandler } from 'msw';
import * as z from 'zod';
import {
  type AnswerDraft,
  type AnswerSubmissionResult,
  answerDraftSchema,
  answerSubmissionResultSchema,
  questionActionResultSchema,
  vehicleOptionsSchema,
} from '../../api/question-moderation';
import {
  approveListedImages,
  badLinks,
  draftKey,
  RESULT_FLAGS,
  type StoredQuestion,
} from '../data/questions';
import { queueAnswerForReview } from '../data/queues';
import { makes, models, years } from '../data/vehicles';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * The question answer form's calls (staff §2.4, §3.13-§3.18, §7.5) on the question store (`state.questionStore`,
 * `data/questions.ts`, shared with the edit forms, whose handlers also answer approve and claim). Rules
 * of this fake shop (the real ones are server-side, not in the spec):
 *
 * - only the staff, specialist and moderator roles may answer, draft, hold, forward or deny (403);
 * - a wrapper whose body does not have the spec's fields is a 400; an unknown question is a 404;
 * - an answer longer than 7500 characters, a link not relative to the site root, or an image without
 *   alt text is a 400 (the form checks these first, so a 400 here is a form bug);
 * - hold and forward answer `false` for a question that is already denied (the spec: false is failure);
 * - `failNextResults` (seed) turns those result flags to `false` on the next submission only, so a story
 *   or test can show each partial-success text; `mergeBody` faults do the same per call.
 */
const BASE = '*/api/question-moderation';
const MAX_ANSWER = 7500;
const shop = () => state.questionStore;
const isStaff = () => state.session.staffMember !== null;
const staffOnly = () => errorJson(403, 'Only signed-in staff can do this');

const imageSchema = z.object({ fileRevisionId: z.number().int(), altText: z.string() });
const draftSchema = z.object({
  answerDraftId: z.number().int(),
  questionConversationId: z.number().int(),
  answer: z.string(),
  email: z.string(),
  name: z.string(),
  authorId: z.number().int(),
  links: z.array(z.string()),
  products: z.array(z.string()),
});
const questionUpdateSchema = z.object({
  title: z.string().max(100),
  webSku: z.string(),
  questionID: z.number().int(),
  name: z.string(),
  email: z.string(),
  questionConversationID: z.number().int(),
  question: z.string(),
  approvedImages: z.array(imageSchema),
  yearFrom: z.number().int().positive().optional(),
  make: z.string().min(1).optional(),
  model: z.string().min(1).optional(),
});
const submitSchema = z.object({
  submitAnswerRequest: z.object({
    questionId: z.number().int(),
    answer: z.string().min(1).max(MAX_ANSWER),
    email: z.string(),
    name: z.string(),
    authorId: z.number().int(),
    links: z.array(z.string()),
    products: z.array(z.string()),
    images: z.array(imageSchema),
    uploadedImagesGuid: z.string(),
  }),
  updateQuestionRequest: questionUpdateSchema,
  draftId: z.number().int(),
  specialistId: z.number().int(),
});
const saveDraftSchema = z.object({ draft: draftSchema, updateQuestionRequest: questionUpdateSchema });
const forwardSchema = z.object({
  forwardToCsRequest: z.object({ specialistName: z.string(), specialistComment: z.string() }),
  draftId: z.number().int(),
  specialistId: z.number().int(),
});
const denySchema = z.object({ draftId: z.number().int(), specialistId: z.number().int() });
const holdSchema = z.object({
  specialistId: z.number().int(),
  updateQuestionRequest: questionUpdateSchema,
  answerDraft: draftSchema,
});

function numberParam(params: Record<string, unknown>, name: string): number {
  const value = Number(pathParam(params as never, name));
  return Number.isInteger(value) ? value : Number.NaN;
}

function findQuestion(params: Record<string, unknown>): StoredQuestion | undefined {
  const id = numberParam(params, 'id');
  return shop().questions.find((question) => question.questionId === id);
}

const notFound = () => errorJson(404, 'No such question');

function applyUpdate(question: StoredQuestion, update: z.output<typeof questionUpdateSchema>) {
  shop().lastUpdate = update;
  question.title = update.title;
  question.webSku = update.webSku;
  question.name = update.name;
  question.email = update.email;
  question.question = update.question;
  if (update.yearFrom && update.make && update.model) {
    question.yearFrom = update.yearFrom;
    question.make = update.make;
    question.model = update.model;
  }
  approveListedImages(question, update.approvedImages);
}

type Resolver = Parameters<typeof shopHttp.post>[1];

/** A staff call on a known question with a wrapper body: 403, 404 and 400 before `handle` sees it. */
function questionCall<S extends z.ZodType>(
  schema: S,
  handle: (question: StoredQuestion, body: z.output<S>, params: Record<string, unknown>) => Response,
): Resolver {
  return async ({ params, request }) => {
    if (!isStaff()) return staffOnly();
    const question = findQuestion(params);
    if (!question) return notFound();
    const body = await readJsonBody(request, schema);
    if (body instanceof Response) return body;
    return handle(question, body, params);
  };
}

function submission(emailOnly: boolean): Resolver {
  return questionCall(submitSchema, (question, body) => {
    const answer = body.submitAnswerRequest;
    const invalid = badLinks(answer.links);
    if (invalid) return invalid;
    if ([...answer.images, ...body.updateQuestionRequest.approvedImages].some((i) => i.altText.trim() === ''))
      return errorJson(400, 'Every image needs alt text');
    const failing = new Set(shop().failNextResults);
    shop().failNextResults = [];
    const hasMedia = answer.images.length > 0;
    const result: AnswerSubmissionResult = { hasMedia };
    for (const flag of RESULT_FLAGS) result[flag] = !failing.has(flag);
    if (result.answerSubmissionResult) {
      // An answer the neighbor can see is an answer under moderation (the answer edit form's, §2.6).
      const answerId = emailOnly ? undefined : shop().nextAnswerId++;
      if (answerId !== undefined)
        shop().answers.push({
          answerId,
          questionId: question.questionId,
          answer: answer.answer,
          products: answer.products,
          links: answer.links,
          status: 'pending',
          employeeId: answer.authorId,
        });
      question.answers.push({
        ...(answerId === undefined ? {} : { answerId }),
        answer: answer.answer,
        authorId: answer.authorId,
        links: answer.links,
        products: answer.products,
        images: answer.images,
        emailOnly,
      });
      question.status = emailOnly ? 'emailed' : 'answered';
      // An answer the neighbor can see goes to the moderators for review (staff §3.19 SpecialistReview).
      if (answerId !== undefined)
        queueAnswerForReview(state.queues, {
          answerId,
          questionId: question.questionId,
          webSku: question.webSku,
        });
      if (result.deleteDraftResult) delete shop().drafts[draftKey(question.questionId, body.specialistId)];
    }
    if (result.updateQuestionResult) applyUpdate(question, body.updateQuestionRequest);
    return jsonAs(answerSubmissionResultSchema, result);
  });
}

/** A question action wrapper (deny, hold, forward): `false` for a denied question. */
function questionAction<S extends z.ZodType>(
  schema: S,
  apply: (question: StoredQuestion, body: z.output<S>) => void,
): Resolver {
  return questionCall(schema, (question, body) => {
    if (question.status === 'denied') return jsonAs(questionActionResultSchema, false);
    apply(question, body);
    return jsonAs(questionActionResultSchema, true);
  });
}

function storeDraft(questionId: number, employeeId: number, draft: AnswerDraft): AnswerDraft {
  const key = draftKey(questionId, employeeId);
  const existing = shop().drafts[key];
  const stored = {
    ...draft,
    answerDraftId:
      existing?.answerDraftId ?? (draft.answerDraftId > 0 ? draft.answerDraftId : shop().nextDraftId++),
    authorId: employeeId,
  };
  shop().drafts[key] = stored;
  return stored;
}

export const questionAnswerHandlers: HttpHandler[] = [
  shopHttp.get(`${BASE}/vehicle-info/years`, () => jsonAs(vehicleOptionsSchema, years())),
  shopHttp.get(`${BASE}/vehicle-info/:year/makes`, ({ params }) => {
    const year = numberParam(params, 'year');
    if (!(year > 0)) return errorJson(400, 'The year must be a positive whole number');
    return jsonAs(vehicleOptionsSchema, makes(year));
  }),
  shopHttp.get(`${BASE}/vehicle-info/:year/:make/models`, ({ params }) => {
    const year = numberParam(params, 'year');
    if (!(year > 0)) return errorJson(400, 'The year must be a positive whole number');
    return jsonAs(vehicleOptionsSchema, models(pathParam(params, 'make'), year));
  }),
  shopHttp.get(`${BASE}/questions/:id/answer-drafts/:employeeId`, ({ params }) => {
    if (!isStaff()) return staffOnly();
    const question = findQuestion(params);
    if (!question) return notFound();
    const draft = shop().drafts[draftKey(question.questionId, numberParam(params, 'employeeId'))];
    return jsonAs(z.nullable(answerDraftSchema), draft ?? null);
  }),
  shopHttp.post(
    `${BASE}/questions/:id/answer-drafts/:employeeId`,
    questionCall(saveDraftSchema, (question, body, params) => {
      const invalid = badLinks(body.draft.links);
      if (invalid) return invalid;
      if (body.draft.answer.length > MAX_ANSWER) return errorJson(400, `answer is longer than ${MAX_ANSWER}`);
      applyUpdate(question, body.updateQuestionRequest);
      const employeeId = numberParam(params, 'employeeId');
      return jsonAs(answerDraftSchema, storeDraft(question.questionId, employeeId, body.draft));
    }),
  ),
  shopHttp.post(`${BASE}/questions/:id/specialist-answers`, submission(false)),
  shopHttp.post(`${BASE}/questions/:id/specialist-approve`, submission(false)),
  shopHttp.post(`${BASE}/questions/:id/specialist-email-only`, submission(true)),
  shopHttp.post(
    `${BASE}/questions/:id/specialist-deny`,
    questionAction(denySchema, (question, body) => {
      question.status = 'denied';
      delete shop().drafts[draftKey(question.questionId, body.specialistId)];
    }),
  ),
  shopHttp.post(
    `${BASE}/questions/:id/specialist-hold`,
    questionAction(holdSchema, (question, body) => {
      applyUpdate(question, body.updateQuestionRequest);
      storeDraft(question.questionId, body.specialistId, body.answerDraft);
      question.status = 'held';
      question.heldBy = body.specialistId;
    }),
  ),
  shopHttp.post(
    `${BASE}/questions/:id/specialist-forward-to-cs`,
    questionAction(forwardSchema, (question, body) => {
      question.status = 'forwarded';
      question.forwardedComment = body.forwardToCsRequest.specialistComment;
    }),
  ),
];
