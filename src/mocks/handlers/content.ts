import { type HttpHandler, HttpResponse, http } from 'msw';
import * as z from 'zod';
import {
  type CommentDraft,
  commentDraftSchema,
  forwardToCsSchema,
  invalidLinksSchema,
  moderationResultSchema,
  type ReplyDraft,
  replyDraftSchema,
  specialistCommentPayloadSchema,
  specialistCommentResponseSchema,
  specialistReplyResponseSchema,
} from '../../api/comment-moderation';
import {
  commentResponseSchema,
  newCommentPayloadSchema,
  replyPayloadSchema,
  replyResultSchema,
  userInfoSchema,
  userSessionSchema,
} from '../../api/contentreply';
import { newQuestionSchema, questionIdSchema } from '../../api/questions';
import { friendlyNameOf, hasApprovedContent, isKnownHelpfulLink, isRelativeSiteLink } from '../content/rules';
import type { ContentState, ModerationStatus, StoredComment, StoredReply } from '../content/types';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * The comments and replies service of the fake shop: customer comments and replies
 * (/api/contentreply), the specialist side (/api/comment-moderation), and questions (/api/questions).
 * It keeps every comment, reply, draft and question in `state.content`; the moderation rules are in
 * `../content/rules.ts`. Every call is recorded by `shopHttp`, so tests assert the exact payloads.
 */

const content = (): ContentState => state.content;

const STAFF_ROLES = new Set(['staff', 'specialist', 'moderator']);

function signedInStaff() {
  return STAFF_ROLES.has(state.session.role) ? state.session.staffMember : null;
}

/** Links reach the shop relative to the site root; anything else is a client bug, refused loudly. */
function badLinks(links: readonly string[]): Response | undefined {
  const bad = links.filter((link) => !isRelativeSiteLink(link));
  return bad.length > 0
    ? errorJson(400, `Links must be relative to the site root: ${bad.join(', ')}`)
    : undefined;
}

const staffOnly = () => errorJson(403, 'Only signed-in staff can do this');

function findItem(kind: string, id: number): StoredComment | StoredReply | undefined {
  return kind === 'comments'
    ? content().comments.find((item) => item.commentId === id)
    : content().replies.find((item) => item.replyId === id);
}

const ACTION_STATUS: Record<string, ModerationStatus> = {
  approve: 'approved',
  deny: 'denied',
  hold: 'held',
  spam: 'spam',
};

function idParam(params: Record<string, unknown>, name: string): number {
  const value = Number(pathParam(params as never, name));
  return Number.isInteger(value) ? value : Number.NaN;
}

function replyDraftKey(draft: Pick<ReplyDraft, 'commentId' | 'replyToReplyId' | 'employeeId'>) {
  return (other: ReplyDraft) =>
    other.commentId === draft.commentId &&
    other.replyToReplyId === draft.replyToReplyId &&
    other.employeeId === draft.employeeId;
}

function commentDraftKey(key: Pick<CommentDraft, 'employeeId' | 'sourceId' | 'webSku'>) {
  return (other: CommentDraft) =>
    other.employeeId === key.employeeId &&
    other.sourceId.toLowerCase() === key.sourceId.toLowerCase() &&
    other.webSku.toLowerCase() === key.webSku.toLowerCase();
}

/** Keeps a new comment with the next id and today's date; gives its id. */
function storeComment(fields: Omit<StoredComment, 'commentId' | 'commentDate' | 'forwardedToCs'>): number {
  const commentId = content().nextCommentId;
  content().nextCommentId += 1;
  content().comments.push({
    ...fields,
    commentId,
    commentDate: new Date().toISOString(),
    forwardedToCs: null,
  });
  return commentId;
}

function nextDraftId(): number {
  const id = content().nextDraftId;
  content().nextDraftId += 1;
  return id;
}

const contentReplyHandlers: HttpHandler[] = [
  shopHttp.get('*/api/contentreply/session', () =>
    jsonAs(userSessionSchema, { userSession: state.session.userSession }),
  ),

  ...['comment', 'reply'].map((kind) =>
    shopHttp.get(`*/api/contentreply/${kind}/user-info/:a/:b`, () => {
      const staff = signedInStaff();
      return jsonAs(
        userInfoSchema,
        staff
          ? {
              friendlyName: staff.friendlyName,
              employeeId: staff.employeeId,
              email: staff.email,
              notifyOnReply: true,
            }
          : { friendlyName: '', employeeId: 0, email: '', notifyOnReply: true },
      );
    }),
  ),

  shopHttp.post('*/api/contentreply/comment', async ({ request }) => {
    const body = await readJsonBody(request, newCommentPayloadSchema);
    if (body instanceof Response) return body;
    const refused = badLinks(body.commentLinks);
    if (refused) return refused;
    if (!body.parentId || !body.author.trim() || !body.commentText.trim())
      return errorJson(400, 'parentId, author and commentText are required');
    const autoApproved = hasApprovedContent(content(), body.authorEmail);
    const commentId = storeComment({
      parentId: body.parentId,
      contentType: body.contentType,
      webSku: body.webSku,
      commentText: body.commentText,
      author: body.author,
      authorEmail: body.authorEmail,
      friendlyName: friendlyNameOf(body.author),
      notifyCustomer: body.notifyCustomer,
      links: body.commentLinks,
      productWebskus: body.commentProductWebskus,
      source: 'Comment',
      employeeId: 0,
      status: autoApproved ? 'approved' : 'pending',
    });
    return jsonAs(commentResponseSchema, { autoApproved, commentID: commentId });
  }),

  shopHttp.post('*/api/contentreply/reply', async ({ request }) => {
    const body = await readJsonBody(request, replyPayloadSchema);
    if (body instanceof Response) return body;
    const refused = badLinks(body.replyLinks);
    if (refused) return refused;
    if (!content().comments.some((comment) => comment.commentId === body.parentId))
      return jsonAs(replyResultSchema, 0);
    const reply = storeReply(
      body,
      hasApprovedContent(content(), body.authorEmail) ? 'approved' : 'pending',
      false,
    );
    return jsonAs(replyResultSchema, content().customerReplyAnswer === 'true' ? true : reply.replyId);
  }),
];

function storeReply(body: z.output<typeof replyPayloadSchema>, status: ModerationStatus, forReview: boolean) {
  const replyId = content().nextReplyId;
  content().nextReplyId += 1;
  const reply: StoredReply = {
    replyId,
    commentId: body.parentId,
    replyToId: body.replyToId,
    replyTo: body.replyTo,
    replyText: body.replyText,
    author: body.author,
    authorEmail: body.authorEmail,
    friendlyName: body.replySource === 'Expert' ? body.author : friendlyNameOf(body.author),
    replyDate: body.replyDate,
    notifyCustomer: body.notifyCustomer,
    links: body.replyLinks,
    productWebskus: body.replyProductWebskus,
    source: body.replySource,
    replyById: body.replyById,
    status,
    forReview,
    forwardedToCs: null,
    postedBySession: state.session.userSession,
  };
  content().replies.push(reply);
  return reply;
}

const moderationHandlers: HttpHandler[] = [
  ...(['approve', 'deny', 'hold', 'spam'] as const).map((action) =>
    shopHttp.put(`*/api/comment-moderation/:kind/:id/${action}`, ({ params }) => {
      if (!signedInStaff()) return staffOnly();
      const kind = pathParam(params, 'kind');
      if (kind !== 'comments' && kind !== 'replies') return errorJson(404, `Unknown item kind ${kind}`);
      const item = findItem(kind, idParam(params, 'id'));
      if (!item) return jsonAs(moderationResultSchema, false);
      item.status = ACTION_STATUS[action] ?? item.status;
      if ('forReview' in item && action === 'approve') item.forReview = false;
      return jsonAs(moderationResultSchema, true);
    }),
  ),

  shopHttp.put('*/api/comment-moderation/:kind/:id/forward-to-cs', async ({ params, request }) => {
    if (!signedInStaff()) return staffOnly();
    const body = await readJsonBody(request, forwardToCsSchema);
    if (body instanceof Response) return body;
    const item = findItem(pathParam(params, 'kind'), idParam(params, 'id'));
    if (!item) return jsonAs(moderationResultSchema, false);
    item.status = 'forwarded';
    item.forwardedToCs = body;
    return jsonAs(moderationResultSchema, true);
  }),

  shopHttp.post('*/api/comment-moderation/comments', async ({ request }) => {
    const staff = signedInStaff();
    if (!staff) return staffOnly();
    const body = await readJsonBody(request, specialistCommentPayloadSchema);
    if (body instanceof Response) return body;
    const refused = badLinks(body.commentLinks);
    if (refused) return refused;
    if (!body.foreignKey || !body.commentText.trim())
      return jsonAs(specialistCommentResponseSchema, { success: false, commentID: 0 });
    const commentId = storeComment({
      parentId: body.foreignKey,
      contentType: body.replyType,
      webSku: body.webSKU,
      commentText: body.commentText,
      author: body.replyBy,
      authorEmail: body.replyEmail,
      friendlyName: body.replyBy,
      notifyCustomer: body.notifyMeIfReply,
      links: body.commentLinks,
      productWebskus: body.commentProducts,
      source: 'Expert',
      employeeId: body.employeeId,
      status: 'approved',
    });
    return jsonAs(specialistCommentResponseSchema, { success: true, commentID: commentId });
  }),

  // A live expert reply is approved at once and approves the item it answers; `success` says whether
  // that item was found and approved.
  ...([false, true] as const).map((forReview) =>
    shopHttp.post(
      `*/api/comment-moderation/${forReview ? 'replies-for-review' : 'replies'}`,
      async ({ request }) => {
        if (!signedInStaff()) return staffOnly();
        const body = await readJsonBody(request, replyPayloadSchema);
        if (body instanceof Response) return body;
        const refused = badLinks(body.replyLinks);
        if (refused) return refused;
        const comment = content().comments.find((item) => item.commentId === body.parentId);
        if (!comment || !body.replyText.trim())
          return jsonAs(specialistReplyResponseSchema, { success: false, replyAdded: false });
        storeReply(body, forReview ? 'pending' : 'approved', forReview);
        if (forReview) return jsonAs(specialistReplyResponseSchema, { success: true, replyAdded: true });
        const answered =
          body.replyToId === -1 ? comment : content().replies.find((item) => item.replyId === body.replyToId);
        if (answered) answered.status = 'approved';
        return jsonAs(specialistReplyResponseSchema, { success: Boolean(answered), replyAdded: true });
      },
    ),
  ),

  shopHttp.get('*/api/comment-moderation/reply-drafts/:commentId/:replyToReplyId', ({ params }) => {
    const staff = signedInStaff();
    if (!staff) return staffOnly();
    const key = {
      commentId: idParam(params, 'commentId'),
      replyToReplyId: idParam(params, 'replyToReplyId'),
      employeeId: staff.employeeId,
    };
    return jsonAs(z.nullable(replyDraftSchema), content().replyDrafts.find(replyDraftKey(key)) ?? null);
  }),

  shopHttp.post('*/api/comment-moderation/reply-drafts', async ({ request }) => {
    const staff = signedInStaff();
    if (!staff) return staffOnly();
    const body = await readJsonBody(request, replyDraftSchema);
    if (body instanceof Response) return body;
    const refused = badLinks(body.replyLinks);
    if (refused) return refused;
    const drafts = content().replyDrafts;
    const draft = { ...body, employeeId: staff.employeeId };
    const existing = drafts.findIndex(replyDraftKey(draft));
    const stored = { ...draft, commentReplyDraftId: drafts[existing]?.commentReplyDraftId ?? nextDraftId() };
    if (existing >= 0) drafts[existing] = stored;
    else drafts.push(stored);
    return jsonAs(replyDraftSchema, stored);
  }),

  shopHttp.put(
    '*/api/comment-moderation/reply-drafts/:commentId/:replyToReplyId',
    async ({ params, request }) => {
      const staff = signedInStaff();
      if (!staff) return staffOnly();
      const body = await readJsonBody(request, replyDraftSchema);
      if (body instanceof Response) return body;
      const refused = badLinks(body.replyLinks);
      if (refused) return refused;
      const key = {
        commentId: idParam(params, 'commentId'),
        replyToReplyId: idParam(params, 'replyToReplyId'),
        employeeId: staff.employeeId,
      };
      const drafts = content().replyDrafts;
      const existing = drafts.findIndex(replyDraftKey(key));
      const stored = {
        ...body,
        ...key,
        commentReplyDraftId: drafts[existing]?.commentReplyDraftId ?? nextDraftId(),
      };
      if (existing >= 0) drafts[existing] = stored;
      else drafts.push(stored);
      return jsonAs(replyDraftSchema, stored);
    },
  ),

  shopHttp.delete('*/api/comment-moderation/reply-drafts/:commentId/:replyToReplyId', ({ params }) => {
    const staff = signedInStaff();
    if (!staff) return staffOnly();
    const matches = replyDraftKey({
      commentId: idParam(params, 'commentId'),
      replyToReplyId: idParam(params, 'replyToReplyId'),
      employeeId: staff.employeeId,
    });
    content().replyDrafts = content().replyDrafts.filter((draft) => !matches(draft));
    return jsonAs(moderationResultSchema, true);
  }),

  shopHttp.get('*/api/comment-moderation/comment-drafts/:employeeId', ({ params, request }) => {
    if (!signedInStaff()) return staffOnly();
    const query = new URL(request.url).searchParams;
    const key = {
      employeeId: idParam(params, 'employeeId'),
      sourceId: query.get('sourceId') ?? '',
      webSku: query.get('websku') ?? '',
    };
    return jsonAs(z.nullable(commentDraftSchema), content().commentDrafts.find(commentDraftKey(key)) ?? null);
  }),

  ...(['post', 'put'] as const).map((method) =>
    shopHttp[method](
      method === 'post'
        ? '*/api/comment-moderation/comment-drafts'
        : '*/api/comment-moderation/comment-drafts/:employeeId',
      async ({ request }) => {
        if (!signedInStaff()) return staffOnly();
        const body = await readJsonBody(request, commentDraftSchema);
        if (body instanceof Response) return body;
        const refused = badLinks(body.commentLinks);
        if (refused) return refused;
        const drafts = content().commentDrafts;
        const existing = drafts.findIndex(commentDraftKey(body));
        const stored = { ...body, commentDraftId: drafts[existing]?.commentDraftId ?? nextDraftId() };
        if (existing >= 0) drafts[existing] = stored;
        else drafts.push(stored);
        return jsonAs(commentDraftSchema, stored);
      },
    ),
  ),

  shopHttp.delete('*/api/comment-moderation/comment-drafts/:employeeId', ({ params, request }) => {
    if (!signedInStaff()) return staffOnly();
    const query = new URL(request.url).searchParams;
    const matches = commentDraftKey({
      employeeId: idParam(params, 'employeeId'),
      sourceId: query.get('sourceId') ?? '',
      webSku: query.get('websku') ?? '',
    });
    content().commentDrafts = content().commentDrafts.filter((draft) => !matches(draft));
    return jsonAs(moderationResultSchema, true);
  }),

  shopHttp.post('*/api/comment-moderation/helpful-links/validate', async ({ request }) => {
    const body = await readJsonBody(request, z.object({ links: z.array(z.string()) }));
    if (body instanceof Response) return body;
    return jsonAs(
      invalidLinksSchema,
      body.links.filter((link) => !isKnownHelpfulLink(content(), link)),
    );
  }),
];

const questionHandlers: HttpHandler[] = [
  shopHttp.post('*/api/questions', async ({ request }) => {
    const body = await readJsonBody(request, newQuestionSchema);
    if (body instanceof Response) return body;
    if (!body.question.trim()) return jsonAs(questionIdSchema, 0);
    const questionId = content().nextQuestionId;
    content().nextQuestionId += 1;
    content().questions.push({ ...body, questionId });
    return jsonAs(questionIdSchema, questionId);
  }),
];

const replyAnswerControlSchema = z.object({ answer: z.enum(['id', 'true']) });

/**
 * Remote control for the demo and Playwright (never recorded, never faulted): what a customer reply
 * answers, `{ "answer": "id" | "true" }` (the spec promises only a truthy result).
 */
const contentControls: HttpHandler[] = [
  http.post('*/__fake-shop/content/reply-answer', async ({ request }) => {
    const body = await readJsonBody(request, replyAnswerControlSchema);
    if (body instanceof Response) return body;
    content().customerReplyAnswer = body.answer;
    return HttpResponse.json({ customerReplyAnswer: body.answer });
  }),
];

export const contentHandlers: HttpHandler[] = [
  ...contentReplyHandlers,
  ...moderationHandlers,
  ...questionHandlers,
  ...contentControls,
];
