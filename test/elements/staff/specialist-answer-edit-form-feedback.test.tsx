import { fireEvent, waitFor, within } from '@testing-library/react';
import type { AnswerFeedbackRecord } from '../../../src/api/moderation-feedback';
import { defineWidget } from '../../../src/core/define-widget';
import { setEditFormNavigation } from '../../../src/elements/staff/shared/edit-form-navigation';
import { specialistAnswerEditFormDefinition } from '../../../src/elements/staff/specialist-answer-edit-form/specialist-answer-edit-form.element';
import { injectFault, recordedRequests, setRole } from '../../../src/mocks/controls';
import type { StoredModeratedAnswer } from '../../../src/mocks/data/questions';
import { queueAnswerForReview } from '../../../src/mocks/data/queues';
import { answerEditFormAttributes } from '../../../src/mocks/moderation/edit-form-attributes';
import { MODERATION_STAFF } from '../../../src/mocks/moderation/seed';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';

defineWidget(specialistAnswerEditFormDefinition);

/** Staff §4.4 on an answer: the feedback workflow of a SpecialistReview item (queue item type 7). */
const TAG = 'specialist-answer-edit-form';
const ANSWER_ID = 9101;
const FEEDBACK_API = '/api/question-moderation/answer-feedback';
const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const answer = () =>
  state.questionStore.answers.find((item) => item.answerId === ANSWER_ID) as StoredModeratedAnswer;
const SPECIALIST = {
  isModerator: false,
  employeeId: MODERATION_STAFF.specialist as number,
  queueItemType: 7,
};
const MODERATOR = { isModerator: true, employeeId: MODERATION_STAFF.moderator as number, queueItemType: 7 };
const mount = (viewer = MODERATOR, overrides: Record<string, string> = {}) =>
  mountElement(TAG, { ...answerEditFormAttributes(structuredClone(answer()), viewer), ...overrides });
const thread = () =>
  state.moderation.answerFeedback.filter((record) => record.onlineQuestionConversationID === ANSWER_ID);
const onQueue = (queue: 'moderator' | 'specialist') =>
  state.queues[queue].some((item) => item.contentType === 5 && item.contentID === ANSWER_ID);

/** A moderator's feedback on the answer, stored as the fake shop stores it. */
function seedFeedback(values: Partial<AnswerFeedbackRecord> = {}): AnswerFeedbackRecord {
  const record: AnswerFeedbackRecord = {
    onlineQuestionConversationFeedbackID: 300,
    onlineQuestionConversationID: ANSWER_ID,
    feedback: 'Name the bolt size too.',
    requeue: true,
    moderatorEmployeeID: MODERATION_STAFF.moderator,
    feedbackAuthor: 'Priya K.',
    response: null,
    specialistEmployeeID: MODERATION_STAFF.specialist,
    specialistIsActive: true,
    resolved: false,
    ...values,
  };
  state.moderation.answerFeedback.push(record);
  return record;
}

async function press(element: HTMLElement, name: string) {
  fireEvent.click(await ui(element).findByRole('button', { name, exact: true } as never));
}

let restore: () => void;
beforeEach(() => {
  setRole('moderator');
  restore = setEditFormNavigation({ reloadTo: () => undefined }, 0);
  window.history.replaceState(null, '', '/moderation/answer-question?answerId=9101#answer-9101');
});
afterEach(() => restore());

describe('<specialist-answer-edit-form> feedback (staff §4.4)', () => {
  it('loads no feedback outside a specialist review (queue item type 4)', async () => {
    const element = await mount({ ...MODERATOR, queueItemType: 4 });
    await ui(element).findByRole('button', { name: 'Save' });
    expect(ui(element).queryByRole('heading', { name: 'Feedback' })).toBeNull();
    expect(recordedRequests({ path: `${FEEDBACK_API}/${ANSWER_ID}` })).toHaveLength(0);
  });

  it("a moderator's view: Approve, Send Feedback, Send Feedback & Follow Up, Hold; 'Must enter feedback'", async () => {
    const element = await mount();
    const view = ui(element);
    const group = await view.findByRole('group', { name: 'Feedback actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Send Feedback', 'Send Feedback & Follow Up', 'Hold']);
    await press(element, 'Send Feedback');
    expect(await view.findByText('Must enter feedback')).toBeInTheDocument();
    expect(recordedRequests({ path: FEEDBACK_API, method: 'POST' })).toHaveLength(0);
  });

  it("Send Feedback adds feedback with no requeue: 'Feedback Added'", async () => {
    const element = await mount();
    const view = ui(element);
    enter(await view.findByRole('textbox', { name: 'Feedback' }), 'Mention the torque spec.');
    await press(element, 'Send Feedback');
    expect(await view.findByText('Feedback Added')).toHaveAttribute('role', 'status');
    const [call] = recordedRequests({ path: FEEDBACK_API, method: 'POST' });
    expect(call?.body).toMatchObject({
      onlineQuestionConversationFeedbackID: 0,
      onlineQuestionConversationID: ANSWER_ID,
      feedback: 'Mention the torque spec.',
      requeue: false,
      moderatorEmployeeID: MODERATION_STAFF.moderator,
      specialistEmployeeID: MODERATION_STAFF.specialist,
    });
    expect(thread()).toMatchObject([{ feedback: 'Mention the torque spec.', requeue: false }]);
    expect(await view.findByText('Feedback from Priya K.')).toBeInTheDocument();
  });

  it('Send Feedback & Follow Up adds feedback with requeue; the answer goes to the specialist queue', async () => {
    queueAnswerForReview(state.queues, { answerId: ANSWER_ID, questionId: 7001, webSku: '13130' });
    const element = await mount();
    const view = ui(element);
    enter(await view.findByRole('textbox', { name: 'Feedback' }), 'Which bolts?');
    await press(element, 'Send Feedback & Follow Up');
    expect(await view.findByText('Feedback Added')).toBeInTheDocument();
    expect(thread()).toMatchObject([{ requeue: true, resolved: false, response: null }]);
    expect(onQueue('specialist')).toBe(true);
    expect(onQueue('moderator')).toBe(false);
    expect(await view.findByText('Follow-up requested')).toBeInTheDocument();
  });

  it("an inactive specialist: 'This specialist is no longer active.' and no follow-up", async () => {
    const element = await mount(MODERATOR, {
      'data-specialist-id': String(MODERATION_STAFF.inactiveSpecialist),
    });
    const view = ui(element);
    expect(await view.findByText('This specialist is no longer active.')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Send Feedback' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Send Feedback & Follow Up' })).toBeNull();
  });

  it('no second follow-up once the specialist responded', async () => {
    seedFeedback({ response: 'The M12 bolts of the kit.' });
    const element = await mount();
    const view = ui(element);
    expect(await view.findByText('The M12 bolts of the kit.')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Send Feedback & Follow Up' })).toBeNull();
  });

  it("Approve resolves with no requeue, then saves (and so approves): 'Feedback Approved'; the answer leaves the queues", async () => {
    const feedback = seedFeedback({ response: 'The M12 bolts of the kit.' });
    queueAnswerForReview(state.queues, { answerId: ANSWER_ID, questionId: 7001, webSku: '13130' });
    const element = await mount();
    await press(element, 'Approve');
    expect(await ui(element).findByText('Feedback Approved')).toBeInTheDocument();
    const [resolved] = recordedRequests({
      path: `${FEEDBACK_API}/resolve/${feedback.onlineQuestionConversationFeedbackID}`,
    });
    expect(resolved?.body).toMatchObject({ requeue: false, response: 'The M12 bolts of the kit.' });
    expect(
      recordedRequests({ path: `/api/question-moderation/answers/${ANSWER_ID}`, method: 'PUT' }),
    ).toHaveLength(1);
    expect(thread()[0]?.resolved).toBe(true);
    expect(answer().status).toBe('approved');
    expect(onQueue('moderator') || onQueue('specialist')).toBe(false);
    // The item has left the moderator's hands.
    expect(ui(element).queryByRole('group', { name: 'Feedback actions' })).toBeNull();
  });

  it("a moderator's Hold holds as moderator: 'Answer Feedback Held'", async () => {
    const element = await mount();
    await ui(element).findByRole('group', { name: 'Feedback actions' });
    fireEvent.click(
      within(ui(element).getByRole('group', { name: 'Feedback actions' })).getByRole('button', {
        name: 'Hold',
      }),
    );
    expect(await ui(element).findByText('Answer Feedback Held')).toBeInTheDocument();
    expect(
      recordedRequests({ path: `/api/question-moderation/answers/${ANSWER_ID}/moderator-hold` }),
    ).toHaveLength(1);
    expect(answer()).toMatchObject({ status: 'held', heldAs: 'moderator' });
  });

  it("failures: 'Failed to add answer feedback.' and 'Failed to resolve and approve answer feedback.'", async () => {
    const feedback = seedFeedback();
    injectFault({ method: 'POST', path: FEEDBACK_API, status: 500 });
    injectFault({
      method: 'PUT',
      path: `${FEEDBACK_API}/resolve/${feedback.onlineQuestionConversationFeedbackID}`,
      status: 500,
    });
    const element = await mount();
    const view = ui(element);
    enter(await view.findByRole('textbox', { name: 'Feedback' }), 'More detail, please.');
    await press(element, 'Send Feedback');
    expect(await view.findByText(/Failed to add answer feedback\./)).toBeInTheDocument();
    await press(element, 'Approve');
    expect(await view.findByText(/Failed to resolve and approve answer feedback\./)).toBeInTheDocument();
    expect(
      recordedRequests({ path: `/api/question-moderation/answers/${ANSWER_ID}`, method: 'PUT' }),
    ).toHaveLength(0);
    expect(view.getByRole('textbox', { name: 'Feedback' })).toHaveValue('More detail, please.');
  });

  describe("the specialist's view", () => {
    beforeEach(() => setRole('specialist'));

    it("shows the feedback; 'Save Response' needs a response ('Must enter a response'), then 'Feedback Response Sent'", async () => {
      const feedback = seedFeedback();
      const element = await mount(SPECIALIST);
      const view = ui(element);
      expect(await view.findByText('Name the bolt size too.')).toBeInTheDocument();
      expect(view.getByText('Feedback from Priya K.')).toBeInTheDocument();
      expect(view.queryByRole('button', { name: 'Send Feedback' })).toBeNull();
      await press(element, 'Save Response');
      expect(await view.findByText('Must enter a response')).toBeInTheDocument();
      const resolvePath = `${FEEDBACK_API}/resolve/${feedback.onlineQuestionConversationFeedbackID}`;
      expect(recordedRequests({ path: resolvePath })).toHaveLength(0);
      enter(view.getByRole('textbox', { name: 'Response' }), 'M12 x 1.5, grade 8.');
      await press(element, 'Save Response');
      expect(await view.findByText('Feedback Response Sent')).toBeInTheDocument();
      expect(recordedRequests({ path: resolvePath })[0]?.body).toMatchObject({
        requeue: true,
        response: 'M12 x 1.5, grade 8.',
      });
      // Back to the moderator for review, the feedback still open for the moderator.
      expect(onQueue('moderator')).toBe(true);
      expect(thread()[0]).toMatchObject({ response: 'M12 x 1.5, grade 8.', resolved: false });
      await waitFor(() => expect(view.queryByRole('button', { name: 'Save Response' })).toBeNull());
    });

    it("feedback without follow-up is simply resolved: 'Feedback Resolved'", async () => {
      seedFeedback({ requeue: false });
      const element = await mount(SPECIALIST);
      const view = ui(element);
      expect(view.queryByRole('textbox', { name: 'Response' })).toBeNull();
      await press(element, 'Resolve Feedback');
      expect(await view.findByText('Feedback Resolved')).toBeInTheDocument();
      expect(thread()[0]).toMatchObject({ resolved: true, requeue: false });
    });

    it("Hold holds as the specialist: 'Answer Feedback Held'", async () => {
      seedFeedback();
      const element = await mount(SPECIALIST);
      const group = await ui(element).findByRole('group', { name: 'Feedback actions' });
      fireEvent.click(within(group).getByRole('button', { name: 'Hold' }));
      expect(await ui(element).findByText('Answer Feedback Held')).toBeInTheDocument();
      expect(recordedRequests({ path: `/api/question-moderation/answers/${ANSWER_ID}/hold` })).toHaveLength(
        1,
      );
      expect(answer()).toMatchObject({ status: 'held' });
    });

    it("'Failed to resolve answer feedback.' keeps the response", async () => {
      const feedback = seedFeedback();
      injectFault({
        method: 'PUT',
        path: `${FEEDBACK_API}/resolve/${feedback.onlineQuestionConversationFeedbackID}`,
        status: 500,
      });
      const element = await mount(SPECIALIST);
      const view = ui(element);
      enter(await view.findByRole('textbox', { name: 'Response' }), 'M12 bolts.');
      await press(element, 'Save Response');
      expect(await view.findByText(/Failed to resolve answer feedback\./)).toBeInTheDocument();
      expect(view.getByRole('textbox', { name: 'Response' })).toHaveValue('M12 bolts.');
    });

    it('a moderator who wrote the answer gets the specialist view', async () => {
      setRole('moderator');
      seedFeedback({ specialistEmployeeID: MODERATION_STAFF.moderator });
      const element = await mount(MODERATOR, { 'data-specialist-id': String(MODERATION_STAFF.moderator) });
      const view = ui(element);
      expect(await view.findByRole('button', { name: 'Save Response' })).toBeInTheDocument();
      expect(view.queryByRole('button', { name: 'Send Feedback' })).toBeNull();
    });
  });
});
