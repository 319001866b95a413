import {
  answerActionCall,
  deleteQuestionImage,
  type QuestionUpdate,
  questionEditCall,
  questionImageSchema,
  questionUpdateOf,
  saveAnswer,
} from '../../../src/api/question-moderation';
import { setRole } from '../../../src/mocks/controls';
import { queueAnswerForReview } from '../../../src/mocks/data/queues';
import { state } from '../../../src/mocks/state';
import { postJson, shopFetch } from './shop-fetch';

const question = (id = 7001) => state.questionStore.questions.find((item) => item.questionId === id);
const answer = (id = 9101) => state.questionStore.answers.find((item) => item.answerId === id);
const update = (overrides: Partial<QuestionUpdate> = {}): QuestionUpdate => ({
  ...questionUpdateOf({
    title: 'Will this hitch fit?',
    webSku: 'C13130',
    questionID: 7001,
    name: 'Jordan Ellis',
    email: '',
    questionConversationID: 9101,
    question: 'Does it bolt on?',
    approvedImages: [{ fileRevisionId: 55101, altText: 'Bumper' }],
    year: 0,
    make: '',
    model: '',
  }),
  ...overrides,
});

describe('fake shop: questions, answers and images under moderation (staff §2.5, §2.6)', () => {
  beforeEach(() => setRole('moderator'));

  it('seeds base64, file-path and expert images that the library reads', () => {
    const images = question()?.images ?? [];
    for (const image of images) expect(questionImageSchema.safeParse(image).success).toBe(true);
    expect(images.some((image) => image.base64Image !== '')).toBe(true);
    expect(images.some((image) => image.filePath !== '')).toBe(true);
    expect(images.some((image) => image.isExpertImage && image.answerId === 9101)).toBe(true);
  });

  it('builds the question update with the vehicle only when it is complete (§3.15)', () => {
    const fields = { ...update(), year: 2019, make: 'Ford', model: '' } as const;
    expect(questionUpdateOf(fields)).not.toHaveProperty('yearFrom');
    expect(questionUpdateOf({ ...fields, model: 'F-150' })).toMatchObject({
      yearFrom: 2019,
      make: 'Ford',
      model: 'F-150',
    });
    expect(questionUpdateOf({ ...fields, year: 0, model: 'F-150' })).not.toHaveProperty('make');
  });

  it('approve stores the update, marks exactly the listed images approved and the question approved', async () => {
    await questionEditCall('approve', 7001, update(), 'key-1');
    expect(question()).toMatchObject({
      status: 'approved',
      title: 'Will this hitch fit?',
      yearFrom: 0,
      make: '',
    });
    expect(
      question()?.images.map((image) => [image.webImageFileRevisionsID, image.approved, image.altText]),
    ).toEqual([
      [55101, true, 'Bumper'],
      [55102, false, 'Hitch receiver under the rear bumper'],
      [55103, false, 'Installed hitch seen from the side'],
    ]);
  });

  it('refuses an incomplete vehicle or a long title (400), answers false for an unknown question', async () => {
    const bad = await postJson(
      '/api/question-moderation/questions/7001/summary',
      update({ yearFrom: 2019, make: 'Ford' }),
      'PUT',
    );
    expect(bad.status).toBe(400);
    const long = await postJson(
      '/api/question-moderation/questions/7001/summary',
      update({ title: 'x'.repeat(101) }),
      'PUT',
    );
    expect(long.status).toBe(400);
    await expect(questionEditCall('save', 7999, update({ questionID: 7999 }), 'key-2')).rejects.toThrow(
      /refused/,
    );
  });

  it('deletes a question page, then answers false for it', async () => {
    await questionEditCall('delete', 7001, null, 'key-3');
    expect(question()?.status).toBe('deleted');
    await expect(questionEditCall('delete', 7001, null, 'key-4')).rejects.toThrow(/refused/);
  });

  it('removes an image by its file key and answer id; only staff may', async () => {
    await deleteQuestionImage(7001, { baseFileName: 'expert-install', revision: 1, answerId: 9101 }, 'key-5');
    expect(question()?.images.map((image) => image.baseFileName)).toEqual(['bumper-photo', 'receiver-photo']);
    await expect(
      deleteQuestionImage(7001, { baseFileName: 'bumper-photo', revision: 1, answerId: 9101 }, 'key-6'),
    ).rejects.toThrow(/refused/);
    setRole('shopper');
    const response = await shopFetch('/api/question-moderation/question/image-delete/7001/bumper-photo_1/0', {
      method: 'DELETE',
    });
    expect(response.status).toBe(403);
  });

  it('saves, claims and holds answers; the moderator hold is for moderators only', async () => {
    const answerUpdate = { answer: 'Edited', products: ['C13130'], links: ['faq-hitch-installation.aspx'] };
    await saveAnswer(9101, { answerUpdate, updateQuestionRequest: null, specialistId: 1420 }, 'key-7');
    expect(answer()?.answer).toBe('Edited');
    await answerActionCall(9101, 'claim', { specialistId: 1420 }, 'key-8');
    expect(answer()?.employeeId).toBe(1420);
    await answerActionCall(9101, 'moderator-hold', { specialistId: 1420, answerUpdate }, 'key-9');
    expect(answer()).toMatchObject({ status: 'held', heldAs: 'moderator' });
    setRole('specialist');
    const refused = await postJson('/api/question-moderation/answers/9101/moderator-hold', {
      specialistId: 3187,
    });
    expect(refused.status).toBe(403);
    const offSite = await postJson(
      '/api/question-moderation/answers/9101',
      {
        answerUpdate: { ...answerUpdate, links: ['https://elsewhere.example/'] },
        updateQuestionRequest: null,
        specialistId: 3187,
      },
      'PUT',
    );
    expect(offSite.status).toBe(400);
  });

  it("a moderator's save approves a pending answer and takes it off the queues; a specialist's does not", async () => {
    const answerUpdate = { answer: 'Edited', products: [], links: [] };
    const onQueues = () =>
      [...state.queues.moderator, ...state.queues.specialist].filter((item) => item.contentID === 9101);
    setRole('specialist');
    await saveAnswer(9101, { answerUpdate, updateQuestionRequest: null, specialistId: 3187 }, 'key-10');
    expect(answer()?.status).toBe('pending');
    expect(onQueues()).toHaveLength(1);
    // Moving between the queues keeps one item (staff §4.4 follow-up and response).
    queueAnswerForReview(state.queues, { answerId: 9101, questionId: 123, webSku: '13130' }, 'specialist');
    expect(onQueues()).toMatchObject([{ queueItemType: 7, contentType: 5 }]);
    expect(state.queues.specialist.at(-1)?.contentID).toBe(9101);
    setRole('moderator');
    await saveAnswer(9101, { answerUpdate, updateQuestionRequest: null, specialistId: 1420 }, 'key-11');
    expect(answer()?.status).toBe('approved');
    expect(onQueues()).toHaveLength(0);
  });
});
