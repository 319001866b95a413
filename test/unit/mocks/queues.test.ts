import { ADDRESS_PATHS, fetchAddress, fetchRootAddress, isAddressFound } from '../../../src/api/address';
import {
  fetchHeldQueueItems,
  fetchNextInactiveProductItem,
  fetchNextQueueItem,
  fetchQueueCounts,
  QUEUE_ITEM_TYPES,
  QUEUE_PATHS,
} from '../../../src/api/queues';
import { resetFakeShop, setRole } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { shopFetch } from './shop-fetch';

const MARCUS = { employeeId: 3187, name: 'marcus.tran' };
const PRIYA = { employeeId: 1420, name: 'priya.kapoor' };

describe('fake shop: the specialist and moderator queues', () => {
  it('hold an item of every queue item type of staff §3.19 between them', () => {
    const { specialist, moderator, inactiveProduct, held } = state.queues;
    const all = [
      ...specialist,
      ...moderator,
      ...inactiveProduct,
      ...Object.values(held.specialist).flat(),
      ...Object.values(held.moderator).flat(),
    ];
    expect(new Set(all.map((item) => item.queueItemType))).toEqual(new Set(Object.values(QUEUE_ITEM_TYPES)));
    expect(new Set(all.map((item) => item.contentType))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(all.map((item) => item.sourceType))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('take the pulled item off the queue, until the queue is empty (null)', async () => {
    setRole('specialist');
    const pulled: string[] = [];
    for (;;) {
      const item = await fetchNextQueueItem('specialist', MARCUS);
      if (item === null) break;
      pulled.push(item.contentID);
    }
    expect(pulled).toEqual(['502', '7002', '123', '521', '8801']);
    expect(await fetchNextQueueItem('specialist', MARCUS)).toBeNull();
    expect(await fetchQueueCounts('specialist', 3187)).toEqual({ queued: 0, held: 1, inactiveProduct: 1 });
    expect(state.queues.pulled.map((entry) => [entry.role, entry.employeeId, entry.name])).toContainEqual([
      'specialist',
      3187,
      'marcus.tran',
    ]);
  });

  it('start with the review source for startingSource=1, then go on round the sources', async () => {
    setRole('moderator');
    const order: number[] = [];
    for (;;) {
      const item = await fetchNextQueueItem('moderator', PRIYA, { startingSource: 1 });
      if (item === null) break;
      order.push(item.sourceType);
    }
    expect(order).toEqual([1, 1, 4, 5, 5]);
  });

  it('answer the inactive product queue, its empty answer and the held items and counts per employee', async () => {
    setRole('specialist');
    expect((await fetchNextInactiveProductItem(MARCUS))?.queueItemType).toBe(5);
    expect(await fetchNextInactiveProductItem(MARCUS)).toBeNull();
    expect((await fetchHeldQueueItems('specialist', 3187)).map((item) => item.contentID)).toEqual(['7011']);
    setRole('moderator');
    expect((await fetchHeldQueueItems('moderator', 1420)).map((item) => item.contentID)).toEqual(['501']);
    expect(await fetchQueueCounts('moderator', 1420)).toEqual({ queued: 5, held: 1, inactiveProduct: null });
  });

  it('answer only the signed-in employee of a role that has the queue (403), and refuse a bad startingSource', async () => {
    setRole('shopper');
    expect((await shopFetch(QUEUE_PATHS.next('specialist', MARCUS))).status).toBe(403);
    setRole('specialist');
    expect((await shopFetch(QUEUE_PATHS.next('moderator', PRIYA))).status).toBe(403);
    expect((await shopFetch(QUEUE_PATHS.held('specialist', 1420))).status).toBe(403);
    expect((await shopFetch(`${QUEUE_PATHS.next('specialist', MARCUS)}?startingSource=9`)).status).toBe(400);
    expect(state.queues.specialist).toHaveLength(5);
  });

  it('start again from the seed on reset', async () => {
    setRole('specialist');
    await fetchNextQueueItem('specialist', MARCUS);
    resetFakeShop();
    expect(state.queues.specialist).toHaveLength(5);
  });
});

describe('fake shop: a specialist answer goes to the moderators for review', () => {
  it('puts the answer on the moderator queue as a SpecialistReview of the answer (not an email-only one)', async () => {
    setRole('specialist');
    const before = state.queues.moderator.length;
    const body = (answer: string) => ({
      submitAnswerRequest: {
        questionId: 8801,
        answer,
        email: 'tom.b@example.com',
        name: 'Tom B.',
        authorId: 3187,
        links: [],
        products: [],
        images: [],
        uploadedImagesGuid: 'g',
      },
      updateQuestionRequest: {
        title: 'Will it plug in?',
        webSku: '90195',
        questionID: 8801,
        name: 'Tom B.',
        email: 'tom.b@example.com',
        questionConversationID: 9901,
        question: 'Will it plug in?',
        approvedImages: [],
      },
      draftId: 0,
      specialistId: 3187,
    });
    const post = (path: string, answer: string) =>
      shopFetch(`/api/question-moderation/questions/8801/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body(answer)),
      });
    expect((await post('specialist-email-only', 'By email: it fits.')).ok).toBe(true);
    expect(state.queues.moderator).toHaveLength(before);
    expect((await post('specialist-answers', 'It fits the 2019 Ram 1500.')).ok).toBe(true);
    expect(state.queues.moderator).toHaveLength(before + 1);
    expect(state.queues.moderator.at(-1)).toEqual({
      contentType: 5,
      contentID: 7700,
      parentID: 8801,
      sourceType: 5,
      sourceKey: '8801',
      webSKU: '90195',
      queueItemType: QUEUE_ITEM_TYPES.SpecialistReview,
    });
    // The answer is under moderation with that id (the answer edit form's, staff §4.4), on its question too.
    expect(state.questionStore.answers.find((item) => item.answerId === 7700)).toMatchObject({
      questionId: 8801,
      answer: 'It fits the 2019 Ram 1500.',
      status: 'pending',
    });
    expect(state.questionStore.questions.find((item) => item.questionId === 8801)?.answers).toMatchObject([
      { answer: 'By email: it fits.', emailOnly: true },
      { answerId: 7700, answer: 'It fits the 2019 Ram 1500.', emailOnly: false },
    ]);
    expect(
      state.questionStore.questions.find((item) => item.questionId === 8801)?.answers[0],
    ).not.toHaveProperty('answerId');
    setRole('moderator');
    expect(await fetchQueueCounts('moderator', 1420)).toMatchObject({ queued: before + 1 });
  });
});

describe('fake shop: the address lookup', () => {
  it('finds the demo page of a review, a video, a question and an FAQ', async () => {
    expect((await fetchAddress('productfromreview', '88412')).value).toBe('/ask-the-experts/C13130');
    expect((await fetchAddress('video', 'curt-hitch-installation')).value).toBe(
      '/tv-curt-hitch-installation.aspx',
    );
    expect((await fetchAddress('question', '123')).value).toBe('/question-123.html');
    // The specialist's answer form's question (staff §2.4) is answered and reviewed on the demo's answer page.
    expect((await fetchAddress('question', '8801')).value).toBe('/moderation/answer-question');
    expect((await fetchAddress('faq', 'trailer-wiring')).value).toBe('/faq-trailer-wiring.aspx');
    expect(isAddressFound(await fetchRootAddress())).toBe(true);
  });

  it('answers status Invalid (3) with a message for an unknown key', async () => {
    const result = await fetchAddress('question', '999');
    expect(result).toEqual({
      value: '',
      statusMessageResult: { status: 3, messages: ['No question with the key 999'] },
    });
    expect(isAddressFound(result)).toBe(false);
    expect((await shopFetch(ADDRESS_PATHS.lookup('productfromreview', '1'))).ok).toBe(true);
  });
});
