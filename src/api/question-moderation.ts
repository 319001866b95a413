import * as z from 'zod/mini';
import { request } from '../core/http';
import { expectTrue, ShopRefused } from './refusal';

/**
 * The question moderation service (staff §7.5, /api/question-moderation): the specialist's answer form
 * (§2.4), the moderated question images (§2.5) and the question and answer edit forms (§2.6). The
 * answer-feedback calls of the same service are in `moderation-feedback.ts`.
 *
 * Every path of the service is here, in one object. The spec names the paths and the request bodies
 * (§3.13-§3.17); the answers it leaves open are fixed by the schemas next to the calls, and the fake
 * shop answers with them.
 */
const BASE = '/api/question-moderation';
const segment = (value: number | string) => encodeURIComponent(String(value));

export const QUESTION_MODERATION_PATHS = {
  /** POST: the answer (§3.16 submit wrapper). */
  specialistAnswers: (questionId: number) => `${BASE}/questions/${segment(questionId)}/specialist-answers`,
  /** POST: the answer, e-mailed only. */
  specialistEmailOnly: (questionId: number) =>
    `${BASE}/questions/${segment(questionId)}/specialist-email-only`,
  /** POST: deny wrapper. */
  specialistDeny: (questionId: number) => `${BASE}/questions/${segment(questionId)}/specialist-deny`,
  /** POST: hold wrapper; a false answer is a failure. */
  specialistHold: (questionId: number) => `${BASE}/questions/${segment(questionId)}/specialist-hold`,
  /** POST: forward wrapper; a false answer is a failure. */
  specialistForwardToCs: (questionId: number) =>
    `${BASE}/questions/${segment(questionId)}/specialist-forward-to-cs`,
  /** POST, no body: deletes the question page. */
  specialistDelete: (questionId: number) => `${BASE}/questions/${segment(questionId)}/specialist-delete`,
  /** POST: disproves the question. */
  specialistDisprove: (questionId: number) => `${BASE}/questions/${segment(questionId)}/specialist-disprove`,
  /** POST: the approve of an inactive-sku item (queue item type 5). */
  specialistApprove: (questionId: number) => `${BASE}/questions/${segment(questionId)}/specialist-approve`,
  /** DELETE: one question image. */
  imageDelete: (questionId: number, baseFileNameRevision: string, answerId: number) =>
    `${BASE}/question/image-delete/${segment(questionId)}/${segment(baseFileNameRevision)}/${segment(answerId)}`,
  /** GET and POST: the employee's answer draft of the question (§3.13). */
  answerDrafts: (questionId: number, employeeId: number) =>
    `${BASE}/questions/${segment(questionId)}/answer-drafts/${segment(employeeId)}`,
  /** PUT: the question's summary. */
  summary: (questionId: number) => `${BASE}/questions/${segment(questionId)}/summary`,
  /** PUT: approves the question. */
  approve: (questionId: number) => `${BASE}/questions/${segment(questionId)}/approve`,
  /** PUT: the specialist's approve (update wrapper, §3.16 "Specialist update"). */
  specialistApproveUpdate: (questionId: number) =>
    `${BASE}/questions/${segment(questionId)}/specialist-approve`,
  /** PUT: saves an answer. */
  answer: (answerId: number) => `${BASE}/answers/${segment(answerId)}`,
  /** POST: answer actions. */
  answerAction: (answerId: number, action: 'claim' | 'deny' | 'disprove' | 'hold' | 'moderator-hold') =>
    `${BASE}/answers/${segment(answerId)}/${action}`,
  /** GET: the vehicle steps of the answer form. */
  vehicleYears: () => `${BASE}/vehicle-info/years`,
  vehicleMakes: (year: number) => `${BASE}/vehicle-info/${segment(year)}/makes`,
  vehicleModels: (year: number, make: string) =>
    `${BASE}/vehicle-info/${segment(year)}/${segment(make)}/models`,
} as const;

// Question answer form (§2.4)
//
// The calls of `<question-answer-form>`: the answer (§3.14) and the question update (§3.15) in the
// wrappers of §3.16, the answer drafts per employee (§3.13), the vehicle steps and the result flags of
// a submission (§3.18). The spec gives no answer shapes; these schemas are the contract (tolerant: only
// what the form reads is checked).

/** A link or part list entry of a draft or answer. */
const textList = z.array(z.string());

/** §3.13 Answer draft. `answerDraftId` 0 is a new draft. */
export const answerDraftSchema = z.object({
  answerDraftId: z.int(),
  questionConversationId: z.int(),
  answer: z.nullish(z.string()),
  email: z.nullish(z.string()),
  name: z.nullish(z.string()),
  authorId: z.nullish(z.int()),
  links: z.nullish(textList),
  products: z.nullish(textList),
});
export type AnswerDraftResponse = z.output<typeof answerDraftSchema>;
export interface AnswerDraft {
  answerDraftId: number;
  questionConversationId: number;
  answer: string;
  email: string;
  name: string;
  authorId: number;
  links: string[];
  products: string[];
}

/** An image with its alt text (§3.14 images[], §3.15 approvedImages[]). */
export interface ImageAltText {
  fileRevisionId: number;
  altText: string;
}

/** §3.14 Submit answer. */
export interface SubmitAnswerRequest {
  questionId: number;
  answer: string;
  email: string;
  name: string;
  authorId: number;
  links: string[];
  products: string[];
  images: ImageAltText[];
  uploadedImagesGuid: string;
}

/** §3.15 Question update; yearFrom, make and model only with a positive year and a make and model. */
export interface QuestionUpdateRequest {
  title: string;
  webSku: string;
  questionID: number;
  name: string;
  email: string;
  questionConversationID: number;
  question: string;
  approvedImages: ImageAltText[];
  yearFrom?: number;
  make?: string;
  model?: string;
}

/** §3.16 wrappers. */
export interface SubmitAnswerWrapper {
  submitAnswerRequest: SubmitAnswerRequest;
  updateQuestionRequest: QuestionUpdateRequest;
  draftId: number;
  specialistId: number;
}
export interface SaveAnswerDraftWrapper {
  draft: AnswerDraft;
  updateQuestionRequest: QuestionUpdateRequest;
}
export interface ForwardQuestionWrapper {
  forwardToCsRequest: { specialistName: string; specialistComment: string };
  draftId: number;
  specialistId: number;
}
export interface DenyQuestionWrapper {
  draftId: number;
  specialistId: number;
}
export interface HoldQuestionWrapper {
  specialistId: number;
  updateQuestionRequest: QuestionUpdateRequest;
  answerDraft: AnswerDraft;
}

/**
 * §3.18 Answer submission result flags. Every flag is read; a flag the shop leaves out reads as not
 * failed (true), except `answerSubmissionResult`, which must be there (a result without it is "no
 * results returned"). `hasMedia` false means the two media flags do not apply.
 */
const flag = z.optional(z.nullable(z.boolean()));
export const answerSubmissionResultSchema = z.nullable(
  z.object({
    hasMedia: flag,
    answerSubmissionResult: flag,
    associateMediaResult: flag,
    mediaPublishResult: flag,
    updateQuestionResult: flag,
    neighborMediaPublishResult: flag,
    emailResult: flag,
    deleteDraftResult: flag,
  }),
);
export type AnswerSubmissionResult = NonNullable<z.output<typeof answerSubmissionResultSchema>>;

export const questionActionResultSchema = z.boolean();

/** A question action that answered `false` (hold and forward-to-cs, §7.5). */
export class QuestionActionRefused extends ShopRefused {
  override readonly name = 'QuestionActionRefused';
}

/**
 * One moderation call of this service that answers `true` when done and `false` when refused (§7.5):
 * resolves, or rejects with {@link QuestionActionRefused}, naming `what` was asked.
 */
function questionAction(
  path: string,
  method: 'post' | 'put',
  what: string,
  idempotencyKey: string,
  json?: unknown,
): Promise<void> {
  return expectTrue(
    request(path, { method, json, schema: questionActionResultSchema, idempotencyKey }),
    what,
    QuestionActionRefused,
  );
}

/** GET: the employee's draft of the question, or null when there is none. */
export function loadAnswerDraft(questionId: number, employeeId: number): Promise<AnswerDraft | null> {
  return request(QUESTION_MODERATION_PATHS.answerDrafts(questionId, employeeId), {
    schema: z.nullable(answerDraftSchema),
  }).then((draft) =>
    draft
      ? {
          answerDraftId: draft.answerDraftId,
          questionConversationId: draft.questionConversationId,
          answer: draft.answer ?? '',
          email: draft.email ?? '',
          name: draft.name ?? '',
          authorId: draft.authorId ?? employeeId,
          links: draft.links ?? [],
          products: draft.products ?? [],
        }
      : null,
  );
}

/** POST: saves the draft and the question edits; answers the stored draft (its id). */
export function saveAnswerDraft(
  questionId: number,
  employeeId: number,
  body: SaveAnswerDraftWrapper,
  idempotencyKey: string,
): Promise<AnswerDraftResponse> {
  return request(QUESTION_MODERATION_PATHS.answerDrafts(questionId, employeeId), {
    method: 'post',
    json: body,
    schema: answerDraftSchema,
    idempotencyKey,
  });
}

export type AnswerSubmitRoute = 'specialistAnswers' | 'specialistEmailOnly' | 'specialistApprove';

/** POST specialist-answers, specialist-email-only or (queue item type 5) specialist-approve. */
export function submitQuestionAnswer(
  route: AnswerSubmitRoute,
  questionId: number,
  body: SubmitAnswerWrapper,
  idempotencyKey: string,
): Promise<AnswerSubmissionResult | null> {
  return request(QUESTION_MODERATION_PATHS[route](questionId), {
    method: 'post',
    json: body,
    schema: answerSubmissionResultSchema,
    idempotencyKey,
  });
}

/** POST specialist-deny; rejects on `false`. */
export function denyQuestion(questionId: number, body: DenyQuestionWrapper, idempotencyKey: string) {
  const path = QUESTION_MODERATION_PATHS.specialistDeny(questionId);
  return questionAction(path, 'post', `deny of question ${questionId}`, idempotencyKey, body);
}

/** POST specialist-hold; a false answer is a failure (§7.5). */
export function holdQuestion(questionId: number, body: HoldQuestionWrapper, idempotencyKey: string) {
  const path = QUESTION_MODERATION_PATHS.specialistHold(questionId);
  return questionAction(path, 'post', `hold of question ${questionId}`, idempotencyKey, body);
}

/** POST specialist-forward-to-cs; a false answer is a failure (§7.5). */
export function forwardQuestionToCs(
  questionId: number,
  body: ForwardQuestionWrapper,
  idempotencyKey: string,
) {
  const path = QUESTION_MODERATION_PATHS.specialistForwardToCs(questionId);
  return questionAction(path, 'post', `forward to CS of question ${questionId}`, idempotencyKey, body);
}

/** PUT approve (queue item type 10, auto-approve failed); rejects on `false`. */
export function approveQuestion(questionId: number, idempotencyKey: string) {
  const path = QUESTION_MODERATION_PATHS.approve(questionId);
  return questionAction(path, 'put', `approve of question ${questionId}`, idempotencyKey);
}

/** POST answers/{id}/claim (queue item type 5: saving claims the answer); rejects on `false`. */
export function claimAnswer(answerId: number, idempotencyKey: string) {
  const path = QUESTION_MODERATION_PATHS.answerAction(answerId, 'claim');
  return questionAction(path, 'post', `claim of answer ${answerId}`, idempotencyKey);
}

/** A vehicle step's option: a plain value, or an object with a name (either is accepted). */
const vehicleOption = z.union([
  z.string(),
  z.number(),
  z.object({ name: z.union([z.string(), z.number()]) }),
]);
const optionText = (option: z.output<typeof vehicleOption>) =>
  String(typeof option === 'object' ? option.name : option);
export const vehicleOptionsSchema = z.array(vehicleOption);

/** GET vehicle-info/years: newest first, whole positive years only. */
export function loadVehicleYears(signal?: AbortSignal): Promise<number[]> {
  return request(QUESTION_MODERATION_PATHS.vehicleYears(), {
    schema: vehicleOptionsSchema,
    retries: 2,
    signal,
  }).then((options) =>
    [...new Set(options.map((option) => Number(optionText(option))))]
      .filter((year) => Number.isInteger(year) && year > 0)
      .sort((a, b) => b - a),
  );
}

/** GET vehicle-info/{year}/makes. */
export function loadVehicleMakes(year: number, signal?: AbortSignal): Promise<string[]> {
  return request(QUESTION_MODERATION_PATHS.vehicleMakes(year), { schema: vehicleOptionsSchema, signal }).then(
    (options) => options.map(optionText).filter((name) => name.trim() !== ''),
  );
}

/** GET vehicle-info/{year}/{make}/models. */
export function loadVehicleModels(year: number, make: string, signal?: AbortSignal): Promise<string[]> {
  return request(QUESTION_MODERATION_PATHS.vehicleModels(year, make), {
    schema: vehicleOptionsSchema,
    signal,
  }).then((options) => options.map(optionText).filter((name) => name.trim() !== ''));
}

// Moderated images (§2.5)

/**
 * Staff §3.17: a question image. Tolerant reader: only `webImageFileRevisionsID` is needed (it names the
 * image); a missing or null field takes the value that shows nothing (no source, not approved, no alt
 * text). `answerId` is 0 for an image of the question itself.
 */
export const questionImageSchema = z.object({
  webImageFileRevisionsID: z.int(),
  approved: z._default(z.nullish(z.boolean()), false),
  altText: z._default(z.nullish(z.string()), ''),
  base64Image: z._default(z.nullish(z.string()), ''),
  filePath: z._default(z.nullish(z.string()), ''),
  imageSource: z._default(z.nullish(z.string()), ''),
  isExpertImage: z._default(z.nullish(z.boolean()), false),
  baseFileName: z._default(z.nullish(z.string()), ''),
  revision: z._default(z.nullish(z.int()), 0),
  answerId: z._default(z.nullish(z.int()), 0),
});
export type QuestionImageInput = z.input<typeof questionImageSchema>;

/** A question image with every field present (what the moderated image shows). */
export interface QuestionImage {
  webImageFileRevisionsID: number;
  approved: boolean;
  altText: string;
  base64Image: string;
  filePath: string;
  imageSource: string;
  isExpertImage: boolean;
  baseFileName: string;
  revision: number;
  answerId: number;
}

/** Fills the fields a server left out or sent as null. */
export function toQuestionImage(parsed: z.output<typeof questionImageSchema>): QuestionImage {
  return {
    webImageFileRevisionsID: parsed.webImageFileRevisionsID,
    approved: parsed.approved ?? false,
    altText: parsed.altText ?? '',
    base64Image: parsed.base64Image ?? '',
    filePath: parsed.filePath ?? '',
    imageSource: parsed.imageSource ?? '',
    isExpertImage: parsed.isExpertImage ?? false,
    baseFileName: parsed.baseFileName ?? '',
    revision: parsed.revision ?? 0,
    answerId: parsed.answerId ?? 0,
  };
}

/** The `{baseFileName_revision}` segment of the image delete path. */
export function imageFileKey(image: Pick<QuestionImage, 'baseFileName' | 'revision'>): string {
  return `${image.baseFileName}_${image.revision}`;
}

/** The answer of the image delete: `true`; `false` is a failure. */
export const imageDeleteResultSchema = z.boolean();

/** An image delete the shop answered with `false`. */
export class ImageDeleteRefused extends Error {
  override readonly name = 'ImageDeleteRefused';
}

/**
 * DELETE /api/question-moderation/question/image-delete/{questionId}/{baseFileName_revision}/{answerId}.
 * Resolves when the shop removed the image; rejects on a failed call or a `false` answer.
 */
export async function deleteQuestionImage(
  questionId: number,
  image: Pick<QuestionImage, 'baseFileName' | 'revision' | 'answerId'>,
  idempotencyKey: string,
): Promise<void> {
  const removed = await request(
    QUESTION_MODERATION_PATHS.imageDelete(questionId, imageFileKey(image), image.answerId),
    { method: 'delete', schema: imageDeleteResultSchema, idempotencyKey },
  );
  if (!removed) throw new ImageDeleteRefused(`Removing image ${imageFileKey(image)} was refused`);
}

// Question and answer edit forms (§2.6)

/** Staff §3.15: one approved image of the question update. */
export const approvedImageSchema = z.object({ fileRevisionId: z.int(), altText: z.string() });

/**
 * Staff §3.15: the question update. The vehicle fields are included only when the year is positive
 * and make and model are not empty ({@link questionUpdateOf} builds it that way).
 */
export const questionUpdateSchema = z.object({
  title: z.string(),
  webSku: z.string(),
  questionID: z.int(),
  name: z.string(),
  email: z.string(),
  questionConversationID: z.int(),
  question: z.string(),
  approvedImages: z.array(approvedImageSchema),
  yearFrom: z.optional(z.int()),
  make: z.optional(z.string()),
  model: z.optional(z.string()),
});
export type QuestionUpdate = z.output<typeof questionUpdateSchema>;

export interface QuestionUpdateFields {
  title: string;
  webSku: string;
  questionID: number;
  name: string;
  email: string;
  questionConversationID: number;
  question: string;
  approvedImages: { fileRevisionId: number; altText: string }[];
  year: number;
  make: string;
  model: string;
}

/** The question update of §3.15: the vehicle only when the year is positive and make and model are given. */
export function questionUpdateOf(fields: QuestionUpdateFields): QuestionUpdate {
  const { year, make, model, ...rest } = fields;
  const update: QuestionUpdate = { ...rest };
  if (year > 0 && make.trim() !== '' && model.trim() !== '') {
    update.yearFrom = year;
    update.make = make.trim();
    update.model = model.trim();
  }
  return update;
}

/** Staff §3.16 "Specialist update": the answer update (answer, products, links). */
export const answerUpdateSchema = z.object({
  answer: z.string(),
  products: z.array(z.string()),
  links: z.array(z.string()),
});
export type AnswerUpdate = z.output<typeof answerUpdateSchema>;

/**
 * Staff §3.16 "Specialist update": wraps an answer update and a question update. The answer edit form
 * sends it with PUT /answers/{id}; `updateQuestionRequest` is null when the page gives no question
 * fields to the answer form (the question has its own edit form).
 */
export const specialistUpdateSchema = z.object({
  answerUpdate: answerUpdateSchema,
  updateQuestionRequest: z.nullable(questionUpdateSchema),
  specialistId: z.int(),
});
export type SpecialistUpdate = z.output<typeof specialistUpdateSchema>;

/**
 * The body of the answer's claim, deny, hold, moderator hold and disprove (§3.16: the specialist id, 0
 * if unknown; hold and moderator hold also carry the answer update, so a held answer keeps its edits).
 */
export const answerActionSchema = z.object({
  specialistId: z.int(),
  answerUpdate: z.optional(answerUpdateSchema),
});
export type AnswerActionBody = z.output<typeof answerActionSchema>;

export type QuestionEditAction = 'approve' | 'disapprove' | 'delete' | 'save';

/**
 * The question edit form's actions (§2.6):
 * - approve: PUT /questions/{id}/approve with the question update (the moderator's edits and the
 *   approved images' alt text are kept);
 * - disapprove: POST /questions/{id}/specialist-disprove with the question update;
 * - delete page: POST /questions/{id}/specialist-delete, no body;
 * - save edits: PUT /questions/{id}/summary with the question update.
 */
export function questionEditCall(
  action: QuestionEditAction,
  questionId: number,
  update: QuestionUpdate | null,
  idempotencyKey: string,
): Promise<void> {
  const paths = QUESTION_MODERATION_PATHS;
  const call = (path: string, method: 'put' | 'post', json?: QuestionUpdate) =>
    questionAction(path, method, `${action} of question ${questionId}`, idempotencyKey, json);
  if (action === 'delete') return call(paths.specialistDelete(questionId), 'post');
  if (!update) throw new Error(`The ${action} of a question needs the question update`);
  if (action === 'approve') return call(paths.approve(questionId), 'put', update);
  if (action === 'disapprove') return call(paths.specialistDisprove(questionId), 'post', update);
  return call(paths.summary(questionId), 'put', update);
}

/** PUT /answers/{id} with the specialist update (§3.16). */
export function saveAnswer(answerId: number, body: SpecialistUpdate, idempotencyKey: string): Promise<void> {
  const path = QUESTION_MODERATION_PATHS.answer(answerId);
  return questionAction(path, 'put', `save of answer ${answerId}`, idempotencyKey, body);
}

export type AnswerAction = 'claim' | 'deny' | 'disprove' | 'hold' | 'moderator-hold';

/** POST /answers/{id}/claim, /deny, /disprove, /hold, /moderator-hold. */
export function answerActionCall(
  answerId: number,
  action: AnswerAction,
  body: AnswerActionBody,
  idempotencyKey: string,
): Promise<void> {
  const path = QUESTION_MODERATION_PATHS.answerAction(answerId, action);
  return questionAction(path, 'post', `${action} of answer ${answerId}`, idempotencyKey, body);
}
