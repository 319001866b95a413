import type { HttpHandler } from 'msw';
import * as z from 'zod';
import {
  moderationResultSchema,
  moderationUserSchema,
  replyUpdateRequestSchema,
} from '../../api/comment-moderation';
import {
  answerFeedbackSchema,
  commentFeedbackSchema,
  type FeedbackKind,
  replyFeedbackSchema,
} from '../../api/moderation-feedback';
import { isRelativeSiteLink } from '../content/rules';
import type { StoredComment, StoredReply } from '../content/types';
import { queueAnswerForReview } from '../data/queues';
import type { ItemKind, StaffDirectoryEntry, StoredHold } from '../moderation/seed';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * The comment and reply edit form's calls and the feedback workflow (staff §7.1, §7.5 answer
 * feedback), on `state.content` (the items) and `state.moderation` (directory, feedback, flags,
 * holds). Rules of this fake shop (the real ones are server-side, not in the spec):
 *
 * - staff roles may edit, approve failed auto-approvals and hold as specialist; only the moderator
 *   role may hold as moderator, approve flagged items, delete flags and add or resolve others' feedback;
 * - an edit longer than 7500 characters, or with a link that is not relative to the site root, is a 400;
 * - an unknown item answers `false`; feedback on an unknown item is a 404;
 * - resolving with `requeue` true stores the specialist's response and keeps the feedback open for the
 *   moderator; resolving with `requeue` false closes it (the specialist's resolve, the moderator's approve);
 * - answers (items of `state.questionStore.answers`): a follow-up moves the answer's SpecialistReview item
 *   to the specialist queue, the response moves it back to the moderator queue.
 */
const MAX_TEXT = 7500;
const moderation = () => state.moderation;

function signedIn(): StaffDirectoryEntry | undefined {
  const member = state.session.staffMember;
  if (!member) return undefined;
  return moderation().staff.find((entry) => entry.employeeId === member.employeeId);
}
const isModerator = () => state.session.role === 'moderator';
const staffOnly = () => errorJson(403, 'Only signed-in staff can do this');
const moderatorsOnly = () => errorJson(403, 'Only moderators can do this');

const kindOf = (plural: string): ItemKind | undefined =>
  plural === 'comments' ? 'comment' : plural === 'replies' ? 'reply' : undefined;

function findItem(kind: ItemKind, id: number): StoredComment | StoredReply | undefined {
  return kind === 'comment'
    ? state.content.comments.find((item) => item.commentId === id)
    : state.content.replies.find((item) => item.replyId === id);
}

function idOf(params: Record<string, unknown>, name = 'id'): number {
  const value = Number(pathParam(params as never, name));
  return Number.isInteger(value) ? value : Number.NaN;
}

function applyEdit(item: StoredComment | StoredReply, body: z.output<typeof replyUpdateRequestSchema>) {
  if ('commentText' in item) item.commentText = body.replyText;
  else item.replyText = body.replyText;
  item.links = body.replyLinks;
  item.productWebskus = body.replyProductWebSkus;
}

function badEdit(body: z.output<typeof replyUpdateRequestSchema>): Response | undefined {
  if (body.replyText.length > MAX_TEXT) return errorJson(400, `replyText is longer than ${MAX_TEXT}`);
  const bad = body.replyLinks.filter((link) => !isRelativeSiteLink(link));
  return bad.length > 0
    ? errorJson(400, `Links must be relative to the site root: ${bad.join(', ')}`)
    : undefined;
}

function hold(kind: ItemKind, item: StoredComment | StoredReply, as: StoredHold['as'], employeeId: number) {
  item.status = 'held';
  const itemId = 'replyId' in item ? item.replyId : item.commentId;
  moderation().holds = moderation().holds.filter(
    (entry) => !(entry.kind === kind && entry.itemId === itemId),
  );
  moderation().holds.push({ kind, itemId, employeeId, as });
}

/** Applies a reply update request to the item, then `andThen`; answers `true`, or `false` for no such item. */
async function editItem(
  kind: ItemKind,
  id: number,
  request: Request,
  andThen: (item: StoredComment | StoredReply) => void,
): Promise<Response> {
  const body = await readJsonBody(request, replyUpdateRequestSchema);
  if (body instanceof Response) return body;
  const refused = badEdit(body);
  if (refused) return refused;
  const item = findItem(kind, id);
  if (!item) return jsonAs(moderationResultSchema, false);
  applyEdit(item, body);
  andThen(item);
  return jsonAs(moderationResultSchema, true);
}

const editHandlers: HttpHandler[] = [
  ...(['comments', 'replies'] as const).flatMap((plural) => {
    const kind = kindOf(plural) as ItemKind;
    return [
      shopHttp.put(`*/api/comment-moderation/${plural}/:id`, async ({ params, request }) => {
        if (!signedIn()) return staffOnly();
        return editItem(kind, idOf(params), request, () => undefined);
      }),
      shopHttp.put(
        `*/api/comment-moderation/${plural}/moderator/:id/hold${kind}`,
        async ({ params, request }) => {
          const user = signedIn();
          if (!user) return staffOnly();
          if (!isModerator()) return moderatorsOnly();
          return editItem(kind, idOf(params), request, (item) =>
            hold(kind, item, 'moderator', user.employeeId),
          );
        },
      ),
      shopHttp.put(`*/api/comment-moderation/${plural}/specialist/:id/hold${kind}`, ({ params }) => {
        const user = signedIn();
        if (!user) return staffOnly();
        const item = findItem(kind, idOf(params));
        if (!item) return jsonAs(moderationResultSchema, false);
        hold(kind, item, 'specialist', user.employeeId);
        return jsonAs(moderationResultSchema, true);
      }),
      shopHttp.put(`*/api/comment-moderation/${plural}/:id/approve-flagged`, ({ params }) => {
        if (!signedIn()) return staffOnly();
        if (!isModerator()) return moderatorsOnly();
        const id = idOf(params);
        const item = findItem(kind, id);
        if (!item || !moderation().flaggedSubmissions[kind].includes(id))
          return jsonAs(moderationResultSchema, false);
        item.status = 'approved';
        return jsonAs(moderationResultSchema, true);
      }),
      shopHttp.put(`*/api/comment-moderation/${plural}/:id/approve-failed-auto-approve`, ({ params }) => {
        if (!signedIn()) return staffOnly();
        const item = findItem(kind, idOf(params));
        if (!item) return jsonAs(moderationResultSchema, false);
        item.status = 'approved';
        return jsonAs(moderationResultSchema, true);
      }),
    ];
  }),

  ...(['comment', 'reply'] as const).flatMap((kind) =>
    (['flags', 'flaggedSubmissions'] as const).map((list) =>
      shopHttp.delete(
        `*/api/comment-moderation/${list === 'flags' ? `${kind}-flag` : `flagged-${kind}`}/:id`,
        ({ params }) => {
          if (!signedIn()) return staffOnly();
          if (!isModerator()) return moderatorsOnly();
          const id = idOf(params);
          moderation()[list][kind] = moderation()[list][kind].filter((flagged) => flagged !== id);
          return jsonAs(moderationResultSchema, true);
        },
      ),
    ),
  ),

  shopHttp.get('*/api/comment-moderation/user-info', () => {
    const user = signedIn();
    return user ? jsonAs(moderationUserSchema, user) : staffOnly();
  }),
  shopHttp.get('*/api/comment-moderation/user-info/:id', ({ params }) => {
    if (!signedIn()) return staffOnly();
    const user = moderation().staff.find((entry) => entry.employeeId === idOf(params));
    return user ? jsonAs(moderationUserSchema, user) : errorJson(404, 'No such employee');
  }),
];

const FEEDBACK = {
  comment: {
    base: '*/api/comment-moderation/comment-feedback',
    schema: commentFeedbackSchema,
    list: () => moderation().commentFeedback,
    idField: 'onlineContentReplyFeedbackID',
    itemField: 'commentID',
  },
  reply: {
    base: '*/api/comment-moderation/reply-feedback',
    schema: replyFeedbackSchema,
    list: () => moderation().replyFeedback,
    idField: 'onlineContentSubReplyFeedbackID',
    itemField: 'replyID',
  },
  answer: {
    base: '*/api/question-moderation/answer-feedback',
    schema: answerFeedbackSchema,
    list: () => moderation().answerFeedback,
    idField: 'onlineQuestionConversationFeedbackID',
    itemField: 'onlineQuestionConversationID',
  },
} as const;

type AnyRecord = Record<string, unknown> & { specialistEmployeeID: number; resolved?: boolean };

function itemExists(kind: FeedbackKind, id: number): boolean {
  if (kind === 'answer') return state.questionStore.answers.some((answer) => answer.answerId === id);
  return findItem(kind, id) !== undefined;
}

/**
 * Staff §4.4 on an answer (a SpecialistReview item): a follow-up puts it on the specialist's queue,
 * the specialist's response puts it back on the moderator's.
 */
function moveAnswer(answerId: number, queue: 'moderator' | 'specialist'): void {
  const answer = state.questionStore.answers.find((entry) => entry.answerId === answerId);
  if (!answer) return;
  const question = state.questionStore.questions.find((entry) => entry.questionId === answer.questionId);
  queueAnswerForReview(
    state.queues,
    { answerId, questionId: answer.questionId, webSku: question?.webSku ?? '' },
    queue,
  );
}

/** The specialist's active flag comes from the directory, whatever the caller sent. */
function withActiveFlag<T extends AnyRecord>(record: T): T {
  const specialist = moderation().staff.find((entry) => entry.employeeId === record.specialistEmployeeID);
  return { ...record, specialistIsActive: specialist?.active ?? false };
}

const feedbackHandlers: HttpHandler[] = (['comment', 'reply', 'answer'] as const).flatMap((kind) => {
  const config = FEEDBACK[kind];
  const records = () => config.list() as unknown as AnyRecord[];
  const schema = config.schema as unknown as z.ZodType<AnyRecord>;
  const resolvePath = kind === 'answer' ? `${config.base}/resolve/:id` : `${config.base}/:id/resolve`;
  return [
    shopHttp.get(`${config.base}/:itemId`, ({ params }) => {
      if (!signedIn()) return staffOnly();
      const itemId = idOf(params, 'itemId');
      const found = records().filter((record) => record[config.itemField] === itemId);
      return jsonAs(z.array(schema), found.map(withActiveFlag));
    }),
    shopHttp.post(config.base, async ({ request }) => {
      const user = signedIn();
      if (!user) return staffOnly();
      if (!isModerator()) return moderatorsOnly();
      const body = await readJsonBody(request, schema);
      if (body instanceof Response) return body;
      if (String(body.feedback ?? '').trim() === '') return errorJson(400, 'feedback is required');
      const itemId = body[config.itemField] as number;
      if (!itemExists(kind, itemId)) return errorJson(404, `No ${kind} ${itemId}`);
      const stored = withActiveFlag({
        ...body,
        [config.idField]: moderation().nextFeedbackId,
        moderatorEmployeeID: user.employeeId,
        feedbackAuthor: user.friendlyName,
        response: null,
        resolved: false,
      });
      moderation().nextFeedbackId += 1;
      records().push(stored);
      if (kind === 'answer' && stored.requeue === true) moveAnswer(itemId, 'specialist');
      return jsonAs(schema, stored);
    }),
    shopHttp.put(resolvePath, async ({ params, request }) => {
      if (!signedIn()) return staffOnly();
      const body = await readJsonBody(request, schema);
      if (body instanceof Response) return body;
      const stored = records().find((record) => record[config.idField] === idOf(params));
      if (!stored || stored.resolved) return jsonAs(moderationResultSchema, false);
      // A follow-up (requeue) keeps the feedback open with the specialist's response for the
      // moderator; without requeue the feedback is resolved.
      if (body.requeue) {
        if (String(body.response ?? '').trim() === '')
          return errorJson(400, 'A response is required when a follow-up was asked');
        Object.assign(stored, { response: body.response });
        if (kind === 'answer') moveAnswer(stored[config.itemField] as number, 'moderator');
      } else
        Object.assign(stored, { response: body.response ?? stored.response, requeue: false, resolved: true });
      return jsonAs(moderationResultSchema, true);
    }),
  ];
});

export const moderationHandlers: HttpHandler[] = [...editHandlers, ...feedbackHandlers];
