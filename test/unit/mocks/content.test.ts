import {
  commentDraftSchema,
  invalidLinksSchema,
  moderationResultSchema,
  replyDraftSchema,
  specialistCommentResponseSchema,
  specialistReplyResponseSchema,
} from '../../../src/api/comment-moderation';
import {
  commentResponseSchema,
  type NewCommentPayload,
  type ReplyPayload,
  replyResultSchema,
  userInfoSchema,
  userSessionSchema,
} from '../../../src/api/contentreply';
import { type NewQuestion, questionIdSchema } from '../../../src/api/questions';
import { SEED_CONTENT, TRUSTED_CUSTOMER } from '../../../src/mocks/content/seed';
import { recordedRequests, resetFakeShop, setRole } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { getJson, postJson, shopFetch } from './shop-fetch';

const comment = (overrides: Partial<NewCommentPayload> = {}): NewCommentPayload => ({
  parentId: SEED_CONTENT.faq.parentId,
  contentType: 'Faq',
  author: 'Morgan Diaz',
  authorEmail: 'morgan.diaz@example.com',
  commentText: 'Does this wiring work with LED trailer lights?',
  notifyCustomer: true,
  webSku: '',
  replyById: 0,
  commentLinks: ['faq-trailer-wiring.aspx'],
  commentProductWebskus: ['90195'],
  ...overrides,
});

const reply = (overrides: Partial<ReplyPayload> = {}): ReplyPayload => ({
  parentId: 501,
  replyTo: '@Jordan M. ',
  isComment: true,
  replyId: -1,
  replyText: 'Same question here.',
  author: 'Morgan Diaz',
  authorEmail: 'morgan.diaz@example.com',
  replyDate: '2025-07-01T10:00:00.000Z',
  replyLinks: [],
  replyProductWebskus: [],
  notifyCustomer: true,
  replyToId: -1,
  replySource: 'Comment',
  replyById: 0,
  ...overrides,
});

const put = (path: string, body?: unknown) =>
  shopFetch(path, {
    method: 'PUT',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('POST /api/contentreply/comment', () => {
  it('keeps a new customer pending and answers autoApproved false with the new id', async () => {
    const answer = commentResponseSchema.parse(
      await (await postJson('/api/contentreply/comment', comment())).json(),
    );
    expect(answer).toEqual({ autoApproved: false, commentID: 600 });
    expect(state.content.comments.at(-1)).toMatchObject({
      commentId: 600,
      parentId: 'trailer-wiring',
      contentType: 'Faq',
      friendlyName: 'Morgan D.',
      status: 'pending',
      links: ['faq-trailer-wiring.aspx'],
      productWebskus: ['90195'],
    });
  });

  it('approves at once a customer whose e-mail already has approved comments (any case)', async () => {
    const body = comment({
      author: TRUSTED_CUSTOMER.name,
      authorEmail: TRUSTED_CUSTOMER.email.toUpperCase(),
    });
    const answer = commentResponseSchema.parse(
      await (await postJson('/api/contentreply/comment', body)).json(),
    );
    expect(answer.autoApproved).toBe(true);
    expect(state.content.comments.find((item) => item.commentId === answer.commentID)?.status).toBe(
      'approved',
    );
  });

  it('records the exact payload', async () => {
    await postJson('/api/contentreply/comment', comment());
    expect(recordedRequests({ path: '/api/contentreply/comment' })[0]?.body).toEqual(comment());
  });

  it('refuses links that are not relative to the site root, and malformed bodies', async () => {
    const absolute = await postJson(
      '/api/contentreply/comment',
      comment({ commentLinks: ['https://evil.example/'] }),
    );
    expect(absolute.status).toBe(400);
    const script = await postJson(
      '/api/contentreply/comment',
      comment({ commentLinks: ['javascript:alert(1)'] }),
    );
    expect(script.status).toBe(400);
    expect((await postJson('/api/contentreply/comment', { parentId: 1 })).status).toBe(400);
    expect(state.content.comments).toHaveLength(7);
  });
});

describe('POST /api/contentreply/reply', () => {
  it('stores the reply and answers its id (truthy)', async () => {
    const id = replyResultSchema.parse(await (await postJson('/api/contentreply/reply', reply())).json());
    expect(id).toBe(8000);
    expect(state.content.replies.at(-1)).toMatchObject({ replyId: 8000, commentId: 501, status: 'pending' });
  });

  it('answers 0 for a comment that does not exist', async () => {
    const id = await (await postJson('/api/contentreply/reply', reply({ parentId: 9 }))).json();
    expect(id).toBe(0);
  });
});

describe('user info and session', () => {
  it('knows nobody for a shopper, and the signed-in specialist', async () => {
    expect(userInfoSchema.parse(await getJson('/api/contentreply/comment/user-info/123/Answer'))).toEqual({
      friendlyName: '',
      employeeId: 0,
      email: '',
      notifyOnReply: true,
    });
    setRole('specialist');
    expect(userInfoSchema.parse(await getJson('/api/contentreply/reply/user-info/501/-1'))).toEqual({
      friendlyName: 'Marcus T.',
      employeeId: 3187,
      email: 'marcus.tran@example.com',
      notifyOnReply: true,
    });
  });

  it('answers the session key of the signed-in role', async () => {
    expect(userSessionSchema.parse(await getJson('/api/contentreply/session'))).toEqual({
      userSession: 'fake-session-shopper',
    });
  });
});

describe('moderation actions', () => {
  it('are for staff only', async () => {
    expect((await put('/api/comment-moderation/comments/502/approve')).status).toBe(403);
    expect(state.content.comments.find((item) => item.commentId === 502)?.status).toBe('pending');
  });

  it.each([
    ['approve', 'approved'],
    ['deny', 'denied'],
    ['hold', 'held'],
    ['spam', 'spam'],
  ])('%s sets the status to %s and answers true', async (action, status) => {
    setRole('specialist');
    const answer = moderationResultSchema.parse(
      await (await put(`/api/comment-moderation/replies/7002/${action}`)).json(),
    );
    expect(answer).toBe(true);
    expect(state.content.replies.find((item) => item.replyId === 7002)?.status).toBe(status);
  });

  it('answers false for an item that does not exist', async () => {
    setRole('moderator');
    expect(await (await put('/api/comment-moderation/comments/9999/deny')).json()).toBe(false);
  });

  it('forwards to CS with the specialist note', async () => {
    setRole('specialist');
    const body = { specialistName: 'Marcus T.', specialistComment: 'Warranty claim, please call.' };
    expect(await (await put('/api/comment-moderation/comments/502/forward-to-cs', body)).json()).toBe(true);
    expect(state.content.comments.find((item) => item.commentId === 502)).toMatchObject({
      status: 'forwarded',
      forwardedToCs: body,
    });
  });
});

describe('specialist comments and replies', () => {
  it('publishes a specialist comment at once', async () => {
    setRole('specialist');
    const answer = specialistCommentResponseSchema.parse(
      await (
        await postJson('/api/comment-moderation/comments', {
          employeeId: 3187,
          foreignKey: 'trailer-wiring',
          replyType: 'Faq',
          replySource: 'Expert',
          replyBy: 'Marcus T.',
          replyEmail: 'marcus.tran@example.com',
          reviewedBy: 3187,
          commentText: 'Tip: test the lights before every trip.',
          webSKU: '',
          userSession: 'fake-session-specialist',
          notifyMeIfReply: true,
          commentLinks: [],
          commentProducts: [],
        })
      ).json(),
    );
    expect(answer).toEqual({ success: true, commentID: 600 });
    expect(state.content.comments.at(-1)).toMatchObject({
      source: 'Expert',
      status: 'approved',
      employeeId: 3187,
    });
  });

  it('adds a live expert reply and approves the reply it answers', async () => {
    setRole('specialist');
    const body = reply({
      isComment: false,
      replyToId: 7002,
      replySource: 'Expert',
      author: 'Marcus T.',
      replyById: 3187,
    });
    const answer = specialistReplyResponseSchema.parse(
      await (await postJson('/api/comment-moderation/replies', body)).json(),
    );
    expect(answer).toEqual({ success: true, replyAdded: true });
    expect(state.content.replies.find((item) => item.replyId === 7002)?.status).toBe('approved');
    expect(state.content.replies.at(-1)).toMatchObject({
      source: 'Expert',
      status: 'approved',
      forReview: false,
    });
  });

  it('adds a reply for review as pending and leaves the answered item alone', async () => {
    setRole('specialist');
    const body = reply({ isComment: false, replyToId: 7002, replySource: 'Expert' });
    const answer = await (await postJson('/api/comment-moderation/replies-for-review', body)).json();
    expect(answer).toEqual({ success: true, replyAdded: true });
    expect(state.content.replies.at(-1)).toMatchObject({ status: 'pending', forReview: true });
    expect(state.content.replies.find((item) => item.replyId === 7002)?.status).toBe('pending');
  });

  it('reports the reply not added for an unknown comment', async () => {
    setRole('specialist');
    const answer = await (await postJson('/api/comment-moderation/replies', reply({ parentId: 1 }))).json();
    expect(answer).toEqual({ success: false, replyAdded: false });
  });
});

describe('drafts', () => {
  const draft = {
    commentReplyDraftId: 0,
    commentId: 501,
    employeeId: 3187,
    replyToReplyId: 7002,
    reply: 'A 2 inch drop ball mount, like',
    replyEmail: 'marcus.tran@example.com',
    replyBy: 'Marcus T.',
    replyLinks: ['faq-trailer-wiring.aspx'],
    replyProductWebSkus: ['C13130'],
  };

  it('stores, updates, reads and deletes the specialist reply draft', async () => {
    setRole('specialist');
    expect(await getJson('/api/comment-moderation/reply-drafts/501/7002')).toBeNull();
    const created = replyDraftSchema.parse(
      await (await postJson('/api/comment-moderation/reply-drafts', draft)).json(),
    );
    expect(created.commentReplyDraftId).toBeGreaterThan(0);
    const updated = replyDraftSchema.parse(
      await (
        await put('/api/comment-moderation/reply-drafts/501/7002', { ...created, reply: 'Updated' })
      ).json(),
    );
    expect(updated.commentReplyDraftId).toBe(created.commentReplyDraftId);
    expect(await getJson('/api/comment-moderation/reply-drafts/501/7002')).toMatchObject({
      reply: 'Updated',
    });
    expect(
      await (await shopFetch('/api/comment-moderation/reply-drafts/501/7002', { method: 'DELETE' })).json(),
    ).toBe(true);
    expect(await getJson('/api/comment-moderation/reply-drafts/501/7002')).toBeNull();
  });

  it('keeps one specialist draft per comment, source and sku', async () => {
    setRole('specialist');
    const body = {
      commentDraftId: 0,
      employeeId: 3187,
      sourceId: 'trailer-wiring',
      webSku: '',
      commentText: 'Draft',
      notifyMeIfReply: true,
      commentLinks: [],
      commentProducts: [],
    };
    const created = commentDraftSchema.parse(
      await (await postJson('/api/comment-moderation/comment-drafts', body)).json(),
    );
    await postJson('/api/comment-moderation/comment-drafts', { ...body, commentText: 'Second' });
    expect(state.content.commentDrafts).toHaveLength(1);
    expect(
      await getJson('/api/comment-moderation/comment-drafts/3187?sourceId=trailer-wiring&websku='),
    ).toMatchObject({
      commentDraftId: created.commentDraftId,
      commentText: 'Second',
    });
  });
});

describe('POST /api/comment-moderation/helpful-links/validate', () => {
  it('answers the links of no supported type, and question links to questions that do not exist', async () => {
    const links = [
      'dept-trailer-wiring.aspx',
      'vehicle/2018/ford/f-150',
      'faq-trailer-wiring.aspx',
      'infm-brakes.aspx',
      'tv-curt-hitch-installation.aspx',
      'best-bike-racks.html',
      'popular-hitches.htm',
      'question-123.html',
      'question-9999.html',
      'p-c13130.html',
      'random-page',
    ];
    const invalid = invalidLinksSchema.parse(
      await (await postJson('/api/comment-moderation/helpful-links/validate', { links })).json(),
    );
    expect(invalid).toEqual(['question-9999.html', 'p-c13130.html', 'random-page']);
  });
});

describe('POST /api/questions', () => {
  const question: NewQuestion = {
    questionDate: '2025-07-01T10:00:00.000Z',
    questionName: 'Jordan Miles',
    questionEmail: 'jordan.miles@example.com',
    questionSubject: 'Would I also need a ball mount for a 2 inch drop?',
    questionSource: 'Comment',
    partNo: 'C13130',
    question: 'Would I also need a ball mount for a 2 inch drop? My trailer sits low.',
    status: 5,
    active: true,
    autoApproved: true,
    reviewedByEmployeeId: 3187,
    createdByEmployeeId: 3187,
  };

  it('creates questions with increasing ids, which then count as valid question links', async () => {
    const first = questionIdSchema.parse(await (await postJson('/api/questions', question)).json());
    const second = questionIdSchema.parse(await (await postJson('/api/questions', question)).json());
    expect([first, second]).toEqual([4001, 4002]);
    expect(state.content.questions.at(-1)).toMatchObject({ questionId: 4002, status: 5 });
    const invalid = await (
      await postJson('/api/comment-moderation/helpful-links/validate', { links: ['question-4001.html'] })
    ).json();
    expect(invalid).toEqual([]);
  });

  it('answers 0 for a question without text', async () => {
    expect(await (await postJson('/api/questions', { ...question, question: ' ' })).json()).toBe(0);
  });
});

describe('reset', () => {
  it('brings the seed back', async () => {
    await postJson('/api/contentreply/comment', comment());
    resetFakeShop();
    expect(state.content.comments.map((item) => item.commentId)).toEqual([501, 502, 511, 521, 531, 541, 542]);
    expect(state.content.nextCommentId).toBe(600);
  });
});
