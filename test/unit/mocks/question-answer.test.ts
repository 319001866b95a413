import {
  holdQuestion,
  loadAnswerDraft,
  loadVehicleMakes,
  loadVehicleModels,
  loadVehicleYears,
  QUESTION_MODERATION_PATHS,
  type QuestionUpdateRequest,
  saveAnswerDraft,
  submitQuestionAnswer,
} from '../../../src/api/question-moderation';
import { seedFakeShop, setRole } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { postJson } from './shop-fetch';

const UPDATE: QuestionUpdateRequest = {
  title: 'Does the harness fit?',
  webSku: '90195',
  questionID: 8801,
  name: 'Tom B.',
  email: 'tom.b@example.com',
  questionConversationID: 9901,
  question: 'Will it plug in?',
  approvedImages: [{ fileRevisionId: 55101, altText: 'The harness' }],
  yearFrom: 2020,
  make: 'Ram',
  model: '2500',
};
const DRAFT = {
  answerDraftId: 0,
  questionConversationId: 9901,
  answer: 'Draft',
  email: 'tom.b@example.com',
  name: 'Tom B.',
  authorId: 3187,
  links: ['faq-trailer-wiring.aspx'],
  products: ['90195'],
};
const submit = (answer = 'Yes.') => ({
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
  updateQuestionRequest: UPDATE,
  draftId: 0,
  specialistId: 3187,
});
const question = () => state.questionStore.questions.find((entry) => entry.questionId === 8801);

describe('fake shop: the question answer form', () => {
  it('answers the vehicle steps from the vehicle catalogue', async () => {
    const years = await loadVehicleYears();
    expect(years[0]).toBeGreaterThan(years[1] ?? 0);
    expect(await loadVehicleMakes(2019)).toContain('Ram');
    expect(await loadVehicleModels(2019, 'Ram')).toContain('1500');
  });

  it('keeps answer drafts per employee', async () => {
    setRole('specialist');
    expect(await loadAnswerDraft(8801, 3187)).toBeNull();
    const saved = await saveAnswerDraft(8801, 3187, { draft: DRAFT, updateQuestionRequest: UPDATE }, 'k1');
    expect(saved.answerDraftId).toBeGreaterThan(0);
    expect((await loadAnswerDraft(8801, 3187))?.answer).toBe('Draft');
    expect(await loadAnswerDraft(8801, 1420)).toBeNull();
    expect(question()?.yearFrom).toBe(2020);
    expect(question()?.images.find((image) => image.webImageFileRevisionsID === 55101)?.approved).toBe(true);
  });

  it('answers every result flag true, then false for the seeded failures once', async () => {
    setRole('specialist');
    seedFakeShop({ questionStore: { failNextResults: ['emailResult'] } });
    const partial = await submitQuestionAnswer('specialistAnswers', 8801, submit(), 'k2');
    expect(partial).toMatchObject({ hasMedia: false, answerSubmissionResult: true, emailResult: false });
    const full = await submitQuestionAnswer('specialistAnswers', 8801, submit(), 'k3');
    expect(
      Object.values(full ?? {})
        .slice(1)
        .every(Boolean),
    ).toBe(true);
    expect(question()?.answers).toHaveLength(2);
  });

  it('refuses shoppers, bodies without the spec fields, and holds a denied question with false', async () => {
    setRole('shopper');
    expect((await postJson(QUESTION_MODERATION_PATHS.specialistAnswers(8801), submit())).status).toBe(403);
    setRole('specialist');
    expect((await postJson(QUESTION_MODERATION_PATHS.specialistAnswers(8801), { answer: 'x' })).status).toBe(
      400,
    );
    expect(
      (await postJson(QUESTION_MODERATION_PATHS.specialistDeny(8801), { draftId: 0, specialistId: 3187 }))
        .status,
    ).toBe(200);
    await expect(
      holdQuestion(8801, { specialistId: 3187, updateQuestionRequest: UPDATE, answerDraft: DRAFT }, 'k4'),
    ).rejects.toThrow();
  });
});
