import { fireEvent, waitFor, within } from '@testing-library/react';
import { defineWidget } from '../../../src/core/define-widget';
import { setEditFormNavigation } from '../../../src/elements/staff/shared/edit-form-navigation';
import { specialistAnswerEditFormDefinition } from '../../../src/elements/staff/specialist-answer-edit-form/specialist-answer-edit-form.element';
import { injectFault, recordedRequests, setFeatureToggle, setRole } from '../../../src/mocks/controls';
import type { StoredModeratedAnswer } from '../../../src/mocks/data/questions';
import { answerEditFormAttributes } from '../../../src/mocks/moderation/edit-form-attributes';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';

defineWidget(specialistAnswerEditFormDefinition);

const TAG = 'specialist-answer-edit-form';
const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const focused = (element: HTMLElement) => element.shadowRoot?.activeElement;
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const answer = (id = 9101) =>
  state.questionStore.answers.find((item) => item.answerId === id) as StoredModeratedAnswer;
const SPECIALIST = { isModerator: false, employeeId: 3187 };
const MODERATOR = { isModerator: true, employeeId: 1420 };
const mount = (viewer = SPECIALIST, overrides: Record<string, string> = {}) =>
  mountElement(TAG, { ...answerEditFormAttributes(structuredClone(answer()), viewer), ...overrides });
const API = '/api/question-moderation/answers/9101';

let reloads: string[];
let restore: () => void;
beforeEach(() => {
  setRole('specialist');
  reloads = [];
  restore = setEditFormNavigation({ reloadTo: (path) => reloads.push(path) }, 0);
  window.history.replaceState(null, '', '/moderation/answer#answer-9101');
});
afterEach(() => restore());

async function clickAction(element: HTMLElement, name: string) {
  fireEvent.click(await ui(element).findByRole('button', { name }));
}

describe('<specialist-answer-edit-form>', () => {
  it('shows the answer, its part and link rows, and the buttons of a specialist', async () => {
    const element = await mount();
    const view = ui(element);
    expect(await view.findByLabelText('Answer')).toHaveValue(answer().answer);
    expect(view.getByLabelText(/^Part Number/)).toHaveValue('C13130');
    expect(view.getByLabelText(/^Link URL/)).toHaveValue('faq-hitch-installation.aspx');
    const buttons = within(view.getByRole('group', { name: 'Moderate this answer' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Save',
      'Delete Answer',
      'Hold',
      'Disprove',
    ]);
  });

  it('moderators also get Moderator Hold', async () => {
    setRole('moderator');
    const element = await mount(MODERATOR);
    expect(await ui(element).findByRole('button', { name: 'Moderator Hold' })).toBeInTheDocument();
  });

  it("save sends the specialist update (§3.16): 'Successfully saved answer.', then reloads to the same path", async () => {
    const element = await mount();
    const view = ui(element);
    enter(await view.findByLabelText('Answer'), 'Yes, it bolts on. Torque to 110 ft-lb.');
    enter(view.getByLabelText(/^Link URL/), '/FAQ-Hitch-Installation.aspx');
    await clickAction(element, 'Save');
    expect(await view.findByText('Successfully saved answer.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(reloads).toEqual(['/moderation/answer']));
    const [call] = recordedRequests({ path: API });
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({
      answerUpdate: {
        answer: 'Yes, it bolts on. Torque to 110 ft-lb.',
        products: ['C13130'],
        links: ['faq-hitch-installation.aspx'],
      },
      updateQuestionRequest: null,
      specialistId: 3187,
    });
    expect(recordedRequests({ path: `${API}/claim` })).toHaveLength(0);
    expect(answer().answer).toBe('Yes, it bolts on. Torque to 110 ft-lb.');
  });

  it('claim on save: for an inactive sku (queue item type 5) saving also claims the answer', async () => {
    const element = await mount(SPECIALIST, { 'data-queue-item-type': '5' });
    expect(await ui(element).findByText(/saving it also claims it for you/)).toBeInTheDocument();
    await clickAction(element, 'Save');
    await ui(element).findByText('Successfully saved answer.');
    expect(recordedRequests({ path: `${API}/claim` }).map((call) => call.body)).toEqual([
      { specialistId: 3187 },
    ]);
    expect(answer().employeeId).toBe(3187);
  });

  it("a failed claim after the save says 'Failed to save answer.' and does not reload", async () => {
    injectFault({ method: 'POST', path: `${API}/claim`, status: 500 });
    const element = await mount(SPECIALIST, { 'data-queue-item-type': '5' });
    await clickAction(element, 'Save');
    expect(await ui(element).findByRole('alert')).toHaveTextContent('Failed to save answer.');
    expect(reloads).toEqual([]);
  });

  it("the answer is required ('* answer is required'), shown on blur and on submit; nothing is sent", async () => {
    const element = await mount();
    const view = ui(element);
    const text = await view.findByLabelText('Answer');
    enter(text, '  ');
    expect(view.queryByText('* answer is required')).toBeNull();
    fireEvent.blur(text);
    expect(await view.findByText('* answer is required')).toBeInTheDocument();
    await clickAction(element, 'Hold');
    expect(await view.findByRole('alert')).toHaveTextContent('Invalid fields');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('* answer is required'));
    await waitFor(() => expect(focused(element)).toBe(text));
    expect(recordedRequests({ path: '/api/question-moderation/*' })).toHaveLength(0);
  });

  it('an off-site link blocks the save with its row error', async () => {
    const element = await mount();
    const view = ui(element);
    enter(await view.findByLabelText(/^Link URL/), 'https://elsewhere.example/hitch');
    await clickAction(element, 'Save');
    await waitFor(() => expect(view.getByLabelText(/^Link URL/)).toHaveAttribute('aria-invalid', 'true'));
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
  });

  it("with ValidateHelpfulLinks, links the shop calls invalid block the save: 'The following links are invalid:'", async () => {
    setFeatureToggle('ValidateHelpfulLinks', true);
    injectFault({
      method: 'POST',
      path: '/api/comment-moderation/helpful-links/validate',
      body: ['faq-hitch-installation.aspx'],
    });
    const element = await mount();
    await clickAction(element, 'Save');
    const alert = await ui(element).findByRole('alert');
    expect(alert).toHaveTextContent('The following links are invalid:');
    expect(alert).toHaveTextContent('faq-hitch-installation.aspx');
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
  });

  it.each([
    ['Delete Answer', 'deny', 'Successfully denied answer.', 'Failed to deny answer.', 'denied'],
    ['Hold', 'hold', 'Successfully held answer.', 'Failed to hold answer.', 'held'],
    ['Disprove', 'disprove', 'Successfully disproved question.', 'Failed to disprove question.', 'disproved'],
  ])('%s: failure then success messages', async (button, path, success, failure, status) => {
    injectFault({ method: 'POST', path: `${API}/${path}`, status: 500 });
    const element = await mount();
    await clickAction(element, button);
    const alert = await ui(element).findByRole('alert');
    expect(alert).toHaveTextContent(failure);
    await waitFor(() => expect(focused(element)).toBe(alert));
    await clickAction(element, button);
    expect(await ui(element).findByText(success)).toBeInTheDocument();
    await waitFor(() => expect(reloads).toEqual(['/moderation/answer']));
    expect(answer().status).toBe(status);
    const body = recordedRequests({ path: `${API}/${path}` }).at(-1)?.body as Record<string, unknown>;
    expect(body.specialistId).toBe(3187);
    if (path === 'hold') expect(body.answerUpdate).toMatchObject({ answer: answer().answer });
    else expect(body).not.toHaveProperty('answerUpdate');
  });

  it("moderator hold: 'Failed to hold answer.' then 'Successfully held answer.'", async () => {
    setRole('moderator');
    injectFault({ method: 'POST', path: `${API}/moderator-hold`, body: false });
    const element = await mount(MODERATOR);
    await clickAction(element, 'Moderator Hold');
    expect(await ui(element).findByRole('alert')).toHaveTextContent('Failed to hold answer.');
    await clickAction(element, 'Moderator Hold');
    expect(await ui(element).findByText('Successfully held answer.')).toBeInTheDocument();
    expect(answer().heldAs).toBe('moderator');
  });

  it('hides the buttons while a request is in flight, and a failure keeps the edits', async () => {
    injectFault({ method: 'PUT', path: API, status: 502, latencyMs: 300, times: 3 });
    const element = await mount();
    const view = ui(element);
    enter(await view.findByLabelText('Answer'), 'Edited answer text');
    await clickAction(element, 'Save');
    const note = await view.findByText('Saving…');
    expect(view.queryByRole('group', { name: 'Moderate this answer' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Save' })).toBeNull();
    await waitFor(() => expect(focused(element)).toBe(note));
    expect(await view.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Failed to save answer.');
    expect(view.getByLabelText('Answer')).toHaveValue('Edited answer text');
    expect(view.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(reloads).toEqual([]);
  }, 15_000);

  it('a double click sends one request', async () => {
    const element = await mount();
    const save = await ui(element).findByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await ui(element).findByText('Successfully saved answer.');
    expect(recordedRequests({ path: API })).toHaveLength(1);
  });
});
