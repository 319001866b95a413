import { fireEvent, waitFor, within } from '@testing-library/react';
import { defineWidget } from '../../../src/core/define-widget';
import { setEditFormNavigation } from '../../../src/elements/staff/shared/edit-form-navigation';
import { specialistQuestionEditFormDefinition } from '../../../src/elements/staff/specialist-question-edit-form/specialist-question-edit-form.element';
import { injectFault, recordedRequests, setRole } from '../../../src/mocks/controls';
import type { StoredQuestion } from '../../../src/mocks/data/questions';
import { questionEditFormAttributes } from '../../../src/mocks/moderation/edit-form-attributes';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';

defineWidget(specialistQuestionEditFormDefinition);

const TAG = 'specialist-question-edit-form';
const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const focused = (element: HTMLElement) => element.shadowRoot?.activeElement;
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const question = (id = 7001) =>
  state.questionStore.questions.find((item) => item.questionId === id) as StoredQuestion;
const mount = (id = 7001, overrides: Record<string, string> = {}) =>
  mountElement(TAG, { ...questionEditFormAttributes(structuredClone(question(id))), ...overrides });

let reloads: string[];
let restore: () => void;
beforeEach(() => {
  setRole('moderator');
  reloads = [];
  restore = setEditFormNavigation({ reloadTo: (path) => reloads.push(path) }, 0);
  window.history.replaceState(null, '', '/moderation/question?questionId=7001#q');
});
afterEach(() => restore());

async function clickAction(element: HTMLElement, name: string) {
  fireEvent.click(await ui(element).findByRole('button', { name }));
}

describe('<specialist-question-edit-form>', () => {
  it('shows the question from its attributes, its status and its images (canApprove false)', async () => {
    const element = await mount();
    const view = ui(element);
    expect(await view.findByLabelText('Title')).toHaveValue('Will this hitch fit my 2019 Ford F-150?');
    expect(view.getByLabelText('Sku')).toHaveValue('C13130');
    expect(view.getByLabelText('Name')).toHaveValue('Jordan Ellis');
    expect(view.getByLabelText('Email')).toHaveValue('jordan.ellis@example.com');
    expect(view.getByLabelText('Question text')).toHaveValue(question().question);
    expect(view.getByLabelText('Year')).toHaveValue('2019');
    expect(view.getByLabelText('Make')).toHaveValue('Ford');
    expect(view.getByLabelText('Model')).toHaveValue('F-150');
    expect(view.getByText('Status:')).toHaveTextContent('Status: Disproved');
    expect(view.queryByRole('checkbox')).toBeNull();
    expect(view.getAllByRole('button', { name: 'Deactivate Image' })).toHaveLength(3);
    expect(view.getAllByRole('button', { name: 'Open Image In New Tab' })).toHaveLength(2);
    expect(view.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Disapprove' })).toBeNull();
  });

  it("an approved question shows 'Approved' and Disapprove", async () => {
    const element = await mount(7002);
    expect(await ui(element).findByText('Status:')).toHaveTextContent('Status: Approved');
    expect(ui(element).getByRole('button', { name: 'Disapprove' })).toBeInTheDocument();
    expect(ui(element).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(ui(element).queryByRole('group', { name: /image/i })).toBeNull();
  });

  it("approve sends the question update (§3.15) and says 'Successfully approved question.', then reloads to the same path", async () => {
    const element = await mount();
    enter(await ui(element).findByLabelText('Title'), 'Will the C13130 fit a 2019 F-150?');
    await clickAction(element, 'Approve');
    expect(await ui(element).findByText('Successfully approved question.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(reloads).toEqual(['/moderation/question?questionId=7001']));
    const [call] = recordedRequests({ path: '/api/question-moderation/questions/7001/approve' });
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({
      title: 'Will the C13130 fit a 2019 F-150?',
      webSku: 'C13130',
      questionID: 7001,
      name: 'Jordan Ellis',
      email: 'jordan.ellis@example.com',
      questionConversationID: 9101,
      question: question().question,
      approvedImages: [
        { fileRevisionId: 55102, altText: 'Hitch receiver under the rear bumper' },
        { fileRevisionId: 55103, altText: 'Installed hitch seen from the side' },
      ],
      yearFrom: 2019,
      make: 'Ford',
      model: 'F-150',
    });
    expect(question().status).toBe('approved');
    expect(question().title).toBe('Will the C13130 fit a 2019 F-150?');
  });

  it('leaves the vehicle out when year, make and model are all empty', async () => {
    const element = await mount();
    const view = ui(element);
    for (const label of ['Year', 'Make', 'Model']) enter(await view.findByLabelText(label), '');
    await clickAction(element, 'Save Edits');
    await view.findByText('Successfully edited the question.');
    const [call] = recordedRequests({ path: '/api/question-moderation/questions/7001/summary' });
    expect(call?.method).toBe('PUT');
    expect(call?.body).not.toHaveProperty('yearFrom');
    expect(call?.body).not.toHaveProperty('make');
    expect(call?.body).not.toHaveProperty('model');
  });

  it('requires year, make and model together, with the spec messages', async () => {
    const element = await mount();
    const view = ui(element);
    enter(await view.findByLabelText('Year'), '');
    enter(view.getByLabelText('Make'), '');
    await clickAction(element, 'Save Edits');
    expect(await view.findByRole('alert')).toHaveTextContent('Invalid fields');
    expect(view.getByText('* please select a year')).toBeInTheDocument();
    expect(view.getByText('* please select a make')).toBeInTheDocument();
    enter(view.getByLabelText('Model'), '');
    await waitFor(() => expect(view.queryByText('* please select a year')).toBeNull());
    enter(view.getByLabelText('Year'), '2019');
    expect(view.getByText('* please select a make')).toBeInTheDocument();
    expect(view.getByText('* please select a model')).toBeInTheDocument();
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
  });

  it('shows every field error of §5 and focuses the first invalid field; nothing is sent', async () => {
    const element = await mount();
    const view = ui(element);
    enter(await view.findByLabelText('Title'), '');
    enter(view.getByLabelText('Question text'), ' ');
    enter(view.getByLabelText('Sku'), '');
    enter(view.getByLabelText('Name'), '');
    enter(view.getByLabelText('Email'), 'jordan@');
    await clickAction(element, 'Approve');
    for (const text of [
      '* question title is required',
      '* question text is required',
      '* question websku is required',
      '* question name is required',
      '* question email is invalid',
    ])
      expect(await view.findByText(text)).toBeInTheDocument();
    // Each error is tied to its field (aria-invalid, aria-describedby).
    for (const [label, text] of [
      ['Title', '* question title is required'],
      ['Question text', '* question text is required'],
      ['Sku', '* question websku is required'],
      ['Name', '* question name is required'],
      ['Email', '* question email is invalid'],
    ] as const) {
      expect(view.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(view.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    await waitFor(() => expect(focused(element)).toBe(view.getByLabelText('Title')));
    expect(recordedRequests({ path: '/api/question-moderation/*' })).toHaveLength(0);
  });

  it('shows an error once a field is touched, before any submit', async () => {
    const element = await mount();
    const view = ui(element);
    const title = await view.findByLabelText('Title');
    enter(title, '');
    expect(view.queryByText('* question title is required')).toBeNull();
    fireEvent.blur(title);
    expect(await view.findByText('* question title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('maxlength', '100');
    expect(view.getByText('0 of 100 characters')).toBeInTheDocument();
  });

  it('an approved image needs alt text before the question goes out', async () => {
    const element = await mount();
    const view = ui(element);
    const receiver = await view.findByRole('group', { name: 'receiver-photo' });
    enter(within(receiver).getByLabelText('Alt text'), '');
    await clickAction(element, 'Approve');
    expect(await within(receiver).findByText('* approved images need alt text')).toBeInTheDocument();
    await waitFor(() => expect(focused(element)).toBe(within(receiver).getByLabelText('Alt text')));
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
  });

  it('a removed image is no longer sent', async () => {
    const element = await mount();
    const view = ui(element);
    const receiver = await view.findByRole('group', { name: 'receiver-photo' });
    fireEvent.click(within(receiver).getByRole('button', { name: 'Deactivate Image' }));
    const dialog = await view.findByRole('dialog', { name: 'Remove this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    expect(await within(receiver).findByText('Image successfully removed')).toBeInTheDocument();
    await clickAction(element, 'Save Edits');
    await view.findByText('Successfully edited the question.');
    const [call] = recordedRequests({ path: '/api/question-moderation/questions/7001/summary' });
    expect(call?.body).toHaveProperty('approvedImages', [
      { fileRevisionId: 55103, altText: 'Installed hitch seen from the side' },
    ]);
  });

  it("hides the buttons while a request is in flight; a failure says 'Failed to approve question.' and keeps the edits", async () => {
    injectFault({
      method: 'PUT',
      path: '/api/question-moderation/questions/7001/approve',
      status: 503,
      latencyMs: 300,
    });
    const element = await mount();
    const view = ui(element);
    enter(await view.findByLabelText('Name'), 'Jordan E.');
    await clickAction(element, 'Approve');
    const note = await view.findByText('Approving the question…');
    await waitFor(() => expect(focused(element)).toBe(note));
    expect(view.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Save Edits' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Deactivate Image' })).toBeNull();
    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to approve question.');
    expect(alert).toHaveTextContent('Nothing you typed has been lost.');
    await waitFor(() => expect(focused(element)).toBe(alert));
    expect(view.getByLabelText('Name')).toHaveValue('Jordan E.');
    expect(view.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(reloads).toEqual([]);
    expect(question().status).toBe('pending');
  });

  it.each([
    ['Save Edits', 'PUT', 'summary', 'Failed to save edits.'],
    ['Approve', 'PUT', 'approve', 'Failed to approve question.'],
  ] as const)("a 'false' answer to %s is a failure", async (button, method, path, text) => {
    injectFault({ method, path: `/api/question-moderation/questions/7001/${path}`, body: false });
    const element = await mount();
    await clickAction(element, button);
    expect(await ui(element).findByRole('alert')).toHaveTextContent(text);
  });

  it("disapprove: 'Successfully disapproved question.' / 'Failed to disapprove question.'", async () => {
    injectFault({
      method: 'POST',
      path: '/api/question-moderation/questions/7002/specialist-disprove',
      status: 500,
    });
    const element = await mount(7002);
    await clickAction(element, 'Disapprove');
    expect(await ui(element).findByRole('alert')).toHaveTextContent('Failed to disapprove question.');
    await clickAction(element, 'Disapprove');
    expect(await ui(element).findByText('Successfully disapproved question.')).toBeInTheDocument();
    expect(question(7002).status).toBe('disproved');
    await waitFor(() => expect(reloads).toHaveLength(1));
    expect(
      recordedRequests({ path: '/api/question-moderation/questions/7002/specialist-disprove' }).at(-1)?.body,
    ).toMatchObject({
      questionID: 7002,
      approvedImages: [],
    });
  });

  it("save edits: 'Failed to save edits.' then 'Successfully edited the question.'", async () => {
    injectFault({
      method: 'PUT',
      path: '/api/question-moderation/questions/7001/summary',
      networkError: true,
    });
    const element = await mount();
    await clickAction(element, 'Save Edits');
    expect(await ui(element).findByRole('alert')).toHaveTextContent('Failed to save edits.');
    await clickAction(element, 'Save Edits');
    expect(await ui(element).findByText('Successfully edited the question.')).toBeInTheDocument();
    await waitFor(() => expect(reloads).toHaveLength(1));
  });

  it('delete page asks first (in-page), then deletes without a body', async () => {
    const element = await mount();
    const view = ui(element);
    await clickAction(element, 'Delete Page');
    let dialog = await view.findByRole('dialog', { name: 'Delete this question page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Page' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(recordedRequests({ method: 'POST' })).toHaveLength(0);

    injectFault({
      method: 'POST',
      path: '/api/question-moderation/questions/7001/specialist-delete',
      status: 500,
    });
    await clickAction(element, 'Delete Page');
    dialog = await view.findByRole('dialog', { name: 'Delete this question page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Page' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to delete question.');

    await clickAction(element, 'Delete Page');
    dialog = await view.findByRole('dialog', { name: 'Delete this question page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Page' }));
    expect(await view.findByText('Successfully deleted question.')).toBeInTheDocument();
    await waitFor(() => expect(reloads).toEqual(['/moderation/question?questionId=7001']));
    const calls = recordedRequests({ path: '/api/question-moderation/questions/7001/specialist-delete' });
    expect(calls.at(-1)?.body ?? null).toBeNull();
    expect(question().status).toBe('deleted');
  });

  it('a double click sends one request', async () => {
    const element = await mount();
    const approve = await ui(element).findByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await ui(element).findByText('Successfully approved question.');
    expect(recordedRequests({ path: '/api/question-moderation/questions/7001/approve' })).toHaveLength(1);
  });

  it('a malformed images attribute gives the platform error state', async () => {
    const element = await mountElement(TAG, { 'data-question-id': '7001', 'data-images': '[{"nope":1}]' });
    expect(await ui(element).findByRole('alert')).toHaveTextContent(/data-images/);
  });
});
