import type { HttpHandler } from 'msw';
import { ADDRESS_KINDS, type AddressKind, type AddressResult, addressResultSchema } from '../../api/address';
import {
  heldQueueItemsSchema,
  nextQueueItemSchema,
  type QueueRole,
  queueCountsSchema,
} from '../../api/queues';
import { findFaq } from '../data/faqs';
import { type StoredQueueItem, takeNext } from '../data/queues';
import { errorJson, jsonAs } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * The specialist and moderator queues (staff §7.6, §7.7) and the address lookup (§7.3). The queues
 * answer only the signed-in employee (403 otherwise): the specialist queue a specialist or a
 * moderator, the moderator queue a moderator. `next` takes the item off its queue.
 */

const ROLES_OF_QUEUE: Record<QueueRole, readonly string[]> = {
  specialist: ['specialist', 'moderator'],
  moderator: ['moderator'],
};

/** The 403 answer when the path's employee is not the signed-in one of a role that may read this queue. */
function refusal(role: QueueRole, employeeId: string): Response | null {
  const { session } = state;
  if (!ROLES_OF_QUEUE[role].includes(session.role) || !session.staffMember) {
    return errorJson(403, `Only ${role === 'moderator' ? 'moderators' : 'specialists'} have a ${role} queue`);
  }
  if (String(session.staffMember.employeeId) !== employeeId) {
    return errorJson(403, `Employee ${employeeId} is not the signed-in employee`);
  }
  return null;
}

function heldOf(role: QueueRole, employeeId: string): StoredQueueItem[] {
  return state.queues.held[role][employeeId] ?? [];
}

function queueHandlers(role: QueueRole, base: string): HttpHandler[] {
  return [
    shopHttp.get(`*${base}/:employeeId/:name/next`, ({ params, request }) => {
      const employeeId = pathParam(params, 'employeeId');
      const refused = refusal(role, employeeId);
      if (refused) return refused;
      const starting = new URL(request.url).searchParams.get('startingSource');
      if (starting !== null && !/^[1-5]$/.test(starting)) {
        return errorJson(400, 'startingSource must be a source type from 1 to 5');
      }
      const item = takeNext(state.queues[role], starting === null ? undefined : Number(starting));
      if (item)
        state.queues.pulled.push({
          role,
          employeeId: Number(employeeId),
          name: pathParam(params, 'name'),
          item,
        });
      return jsonAs(nextQueueItemSchema, item);
    }),
    shopHttp.get(`*${base}/:employeeId/held`, ({ params }) => {
      const employeeId = pathParam(params, 'employeeId');
      return refusal(role, employeeId) ?? jsonAs(heldQueueItemsSchema, heldOf(role, employeeId));
    }),
    shopHttp.get(`*${base}/:employeeId/counts`, ({ params }) => {
      const employeeId = pathParam(params, 'employeeId');
      const refused = refusal(role, employeeId);
      if (refused) return refused;
      return jsonAs(queueCountsSchema, {
        queued: state.queues[role].length,
        held: heldOf(role, employeeId).length,
        inactiveProduct: role === 'specialist' ? state.queues.inactiveProduct.length : null,
      });
    }),
  ];
}

function found(value: string): AddressResult {
  return { value, statusMessageResult: { status: 0, messages: [] } };
}

function notFound(message: string): AddressResult {
  return { value: '', statusMessageResult: { status: 3, messages: [message] } };
}

/** The demo shop's page of each piece of content (see demo/pages/community.ts). */
const ADDRESS_BOOK: Record<AddressKind, (key: string) => AddressResult> = {
  productfromreview: (key) => {
    const webSku = state.queues.reviews[key];
    return webSku
      ? found(`/ask-the-experts/${encodeURIComponent(webSku)}`)
      : notFound(`No product review with the key ${key}`);
  },
  video: (key) =>
    state.content.comments.some((comment) => comment.contentType === 'Video' && comment.parentId === key)
      ? found(`/tv-${encodeURIComponent(key)}.aspx`)
      : notFound(`No video with the key ${key}`),
  // A question of the community pages has its page; the demo question of the specialist's answer form
  // (`data/questions.ts`) is answered on the demo's answer page, where its answers are reviewed too.
  question: (key) =>
    state.content.questions.some((question) => String(question.questionId) === key)
      ? found(`/question-${encodeURIComponent(key)}.html`)
      : state.questionStore.questions.some((question) => String(question.questionId) === key)
        ? found('/moderation/answer-question')
        : notFound(`No question with the key ${key}`),
  faq: (key) =>
    findFaq(state.faqs.articles, key)
      ? found(`/faq-${encodeURIComponent(key.toLowerCase())}.aspx`)
      : notFound(`No FAQ with the key ${key}`),
};

export const queueHandlersList: HttpHandler[] = [
  ...queueHandlers('specialist', '/api/specialist-queue/specialist'),
  ...queueHandlers('moderator', '/api/moderator-queue/moderator'),

  shopHttp.get('*/api/specialist-queue/specialist/:employeeId/:name/next-inactive-product', ({ params }) => {
    const employeeId = pathParam(params, 'employeeId');
    const refused = refusal('specialist', employeeId);
    if (refused) return refused;
    const item = takeNext(state.queues.inactiveProduct);
    if (item)
      state.queues.pulled.push({
        role: 'inactive',
        employeeId: Number(employeeId),
        name: pathParam(params, 'name'),
        item,
      });
    return jsonAs(nextQueueItemSchema, item);
  }),

  shopHttp.get('*/api/address/', () => jsonAs(addressResultSchema, found('/'))),

  shopHttp.get('*/api/address/:kind/:key', ({ params }) => {
    const kind = pathParam(params, 'kind');
    if (!(ADDRESS_KINDS as readonly string[]).includes(kind))
      return errorJson(404, `No address lookup ${kind}`);
    return jsonAs(addressResultSchema, ADDRESS_BOOK[kind as AddressKind](pathParam(params, 'key')));
  }),
];
