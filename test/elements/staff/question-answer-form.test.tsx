import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { pageNavigation } from '../../../src/elements/community/shared/navigation';
import { VEHICLE_MESSAGES } from '../../../src/elements/community/shared/question-vehicle';
import { questionAnswerFormDefinition } from '../../../src/elements/staff/question-answer-form/question-answer-form.element';
import {
  ANSWER_FORM_MESSAGES,
  ANSWER_VALIDATION,
  SUB_RESULT_FAILURES,
} from '../../../src/elements/staff/question-answer-form/question-answer-form.texts';
import { answerFormContent } from '../../../src/elements/staff/question-answer-form/question-answer-form-shell';
import {
  clearFaults,
  injectFault,
  recordedRequests,
  seedFakeShop,
  setRole,
} from '../../../src/mocks/controls';
import { RESULT_FLAGS } from '../../../src/mocks/data/questions';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';
import { invalidFields, untiedErrors } from '../../helpers/form-errors';
import { chooseFiles, nodeFile, patternBytes, useNodeFormData } from '../../helpers/node-files';

defineWidget(questionAnswerFormDefinition);

const TAG = 'question-answer-form';
const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const question = () => state.questionStore.questions.find((entry) => entry.questionId === 8801);

/** Question 8801 as the demo page renders it for Marcus T. (specialist 3187). */
const Q8801 = {
  'data-question-id': '8801',
  'data-conversation-id': '9901',
  'data-title': 'Does the 7-way wiring harness fit a 2019 Ram 1500?',
  'data-websku': '90195',
  'data-name': 'Tom B.',
  'data-question-email': 'tom.b@example.com',
  'data-text': 'Will this harness plug straight in?',
  'data-year': '2019',
  'data-make': 'Ram',
  'data-model': '1500',
  'data-reviewed-by': '3187',
  'data-employee-friendly-name': 'Marcus T.',
  'data-queue-item-type': '4',
  'data-upload-guid': 'session-question-8801',
};

async function openForm(attributes: Record<string, string> = Q8801) {
  const element = await mountElement(TAG, attributes);
  fireEvent.click(await ui(element).findByRole('button', { name: 'Write an answer to this question' }));
  await ui(element).findByRole('heading', { name: 'What Do You Think?' }, { timeout: 8000 });
  return element;
}

async function answerWith(element: HTMLElement, text: string) {
  enter(ui(element).getByLabelText('Answer'), text);
}

const click = (element: HTMLElement, name: string) =>
  fireEvent.click(ui(element).getByRole('button', { name }));

// The form's lazy part, loaded once up front (a first import under a busy machine takes seconds).
beforeAll(async () => {
  await answerFormContent.prefetch();
  expect(answerFormContent.isLoaded()).toBe(true);
}, 30_000);

beforeEach(() => {
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetConfig({ pageType: 'question', siteRoot: '/' });
  setRole('specialist');
});
afterEach(() => {
  resetConfig();
});

describe('question-answer-form', () => {
  it('starts closed, opens headed "What Do You Think?" with a close icon and the outbound links', async () => {
    const element = await mountElement(TAG, Q8801);
    expect(ui(element).queryByRole('heading', { name: 'What Do You Think?' })).toBeNull();
    fireEvent.click(ui(element).getByRole('button', { name: 'Write an answer to this question' }));
    await ui(element).findByRole('heading', { name: 'What Do You Think?' }, { timeout: 8000 });
    expect(ui(element).getByRole('link', { name: 'View the question page' }).getAttribute('href')).toBe(
      '/question-8801.html',
    );
    expect(ui(element).getByRole('link', { name: 'View the vehicle page' }).getAttribute('href')).toBe(
      '/vehicle/2019/Ram/1500',
    );
    for (const name of ['Send it!', 'Email only', 'Save draft', 'Hold', 'Forward to CS', 'Deny', 'Close'])
      expect(ui(element).getByRole('button', { name })).toBeTruthy();
    expect(ui(element).getByRole('button', { name: 'Deny' }).className).toContain('shop-button--danger');
    expect(ui(element).queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(element.shadowRoot?.querySelector('[part="close-button"]') as HTMLElement);
    await ui(element).findByRole('button', { name: 'Write an answer to this question' });
  });

  it('opens at once with data-form-opened; Deny is hidden outside a queue for a specialist and shown for a moderator', async () => {
    const element = await mountElement(TAG, {
      ...Q8801,
      'data-form-opened': '',
      'data-queue-item-type': '0',
    });
    await ui(element).findByRole('heading', { name: 'What Do You Think?' }, { timeout: 8000 });
    expect(ui(element).queryByRole('button', { name: 'Deny' })).toBeNull();
    const moderator = await mountElement(TAG, {
      ...Q8801,
      'data-form-opened': '',
      'data-queue-item-type': '0',
      'data-is-moderator': '',
    });
    expect(await ui(moderator).findByRole('button', { name: 'Deny' })).toBeTruthy();
  });

  it('year enables make, make enables model, and a change clears the lower steps', async () => {
    const element = await openForm({ ...Q8801, 'data-year': '0', 'data-make': '', 'data-model': '' });
    const year = ui(element).getByLabelText('Year') as HTMLSelectElement;
    const make = ui(element).getByLabelText('Make') as HTMLSelectElement;
    const model = ui(element).getByLabelText('Model') as HTMLSelectElement;
    expect(make.disabled).toBe(true);
    expect(model.disabled).toBe(true);
    await waitFor(() => expect(year.options.length).toBeGreaterThan(10));
    fireEvent.change(year, { target: { value: '2019' } });
    await waitFor(() => expect(make.disabled).toBe(false));
    await waitFor(() => expect(Array.from(make.options).some((o) => o.value === 'Ram')).toBe(true));
    fireEvent.change(make, { target: { value: 'Ram' } });
    await waitFor(() => expect(Array.from(model.options).some((o) => o.value === '1500')).toBe(true));
    fireEvent.change(model, { target: { value: '1500' } });
    expect(model.value).toBe('1500');
    fireEvent.change(year, { target: { value: '2018' } });
    await waitFor(() => expect(make.value).toBe(''));
    expect(model.value).toBe('');
    expect(model.disabled).toBe(true);
    expect(recordedRequests({ path: '/api/question-moderation/vehicle-info/2019/Ram/models' })).toHaveLength(
      1,
    );
  });

  it('shows every validation message of §5 after a submit attempt, with "Invalid fields"', async () => {
    const element = await openForm({
      ...Q8801,
      'data-title': '',
      'data-websku': '',
      'data-name': '',
      'data-question-email': 'not-an-email',
      'data-text': '',
      'data-year': '0',
      'data-make': '',
      'data-model': '',
    });
    expect(ui(element).queryByText(ANSWER_VALIDATION.answerRequired)).toBeNull();
    click(element, 'Send it!');
    await ui(element).findByText(ANSWER_VALIDATION.invalidFields);
    for (const text of [
      ANSWER_VALIDATION.answerRequired,
      ANSWER_VALIDATION.titleRequired,
      ANSWER_VALIDATION.textRequired,
      ANSWER_VALIDATION.webskuRequired,
      ANSWER_VALIDATION.nameRequired,
      ANSWER_VALIDATION.emailInvalid,
      VEHICLE_MESSAGES.yearRequired,
      VEHICLE_MESSAGES.makeRequired,
      VEHICLE_MESSAGES.modelRequired,
    ])
      expect(ui(element).getByText(text)).toBeTruthy();
    expect(ui(element).getByText('* answer is required')).toBeTruthy();
    expect(ui(element).getByText('* question title is required')).toBeTruthy();
    expect(ui(element).getByText('* please select a year')).toBeTruthy();
    // Every message is tied to its field (aria-describedby), and focus is on the first invalid one.
    const root = element.shadowRoot as ShadowRoot;
    expect(
      untiedErrors(root, [
        ANSWER_VALIDATION.answerRequired,
        ANSWER_VALIDATION.titleRequired,
        ANSWER_VALIDATION.textRequired,
        ANSWER_VALIDATION.webskuRequired,
        ANSWER_VALIDATION.nameRequired,
        ANSWER_VALIDATION.emailInvalid,
        VEHICLE_MESSAGES.yearRequired,
        VEHICLE_MESSAGES.makeRequired,
        VEHICLE_MESSAGES.modelRequired,
      ]),
    ).toEqual({ messagesWithoutField: [], fieldsWithoutMessage: [] });
    await waitFor(() => expect(root.activeElement).toBe(invalidFields(root)[0]?.field));
    expect(
      recordedRequests({ path: '/api/question-moderation/questions/8801/*' }).filter(
        (r) => r.method === 'POST',
      ),
    ).toHaveLength(0);
  });

  it('shows a field error once the field is touched, and the title limit of 100', async () => {
    const element = await openForm();
    enter(ui(element).getByLabelText('Title'), 'x'.repeat(101));
    expect(await ui(element).findByText(ANSWER_VALIDATION.titleTooLong)).toBeTruthy();
    expect(ui(element).queryByText(ANSWER_VALIDATION.answerRequired)).toBeNull();
    enter(ui(element).getByLabelText('E-mail'), 'tom@');
    expect(await ui(element).findByText('* question email is invalid')).toBeTruthy();
  });

  it('Send it! sends the wrappers of §3.16, says so, closes the form and reloads the page', async () => {
    const element = await openForm();
    await answerWith(element, 'Yes: it plugs into the factory 7-way. Add the 4-pole adapter if you need it.');
    // The approved neighbor image already has alt text; the other one stays unapproved.
    click(element, 'Send it!');
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(await ui(element).findByText(ANSWER_FORM_MESSAGES.submitted)).toBeTruthy();
    expect(ui(element).queryByRole('heading', { name: 'What Do You Think?' })).toBeNull();
    const [sent] = recordedRequests({ path: '/api/question-moderation/questions/8801/specialist-answers' });
    expect(sent?.body).toMatchObject({
      submitAnswerRequest: {
        questionId: 8801,
        answer: 'Yes: it plugs into the factory 7-way. Add the 4-pole adapter if you need it.',
        email: 'tom.b@example.com',
        name: 'Tom B.',
        authorId: 3187,
        links: [],
        products: [],
        images: [],
        uploadedImagesGuid: 'session-question-8801',
      },
      updateQuestionRequest: {
        questionID: 8801,
        questionConversationID: 9901,
        webSku: '90195',
        yearFrom: 2019,
        make: 'Ram',
        model: '1500',
        approvedImages: [],
      },
      draftId: 0,
      specialistId: 3187,
    });
    expect(question()?.status).toBe('answered');
  });

  it('Email only says "emailed only" and reloads', async () => {
    const element = await openForm();
    await answerWith(element, 'It fits.');
    click(element, 'Email only');
    expect(await ui(element).findByText(ANSWER_FORM_MESSAGES.emailedOnly)).toBeTruthy();
    expect(pageNavigation.reload).toHaveBeenCalled();
    expect(
      recordedRequests({ path: '/api/question-moderation/questions/8801/specialist-email-only' }),
    ).toHaveLength(1);
  });

  it('partial success keeps the form open and lists each sub-result failure', async () => {
    seedFakeShop({ questionStore: { failNextResults: [...RESULT_FLAGS] } });
    const element = await openForm();
    await answerWith(element, 'It fits.');
    click(element, 'Send it!');
    const alert = await ui(element).findByRole('alert');
    expect(alert.textContent).toContain(
      'Thanks, your answer has been submitted but there were problems processing the request:',
    );
    // No media sent (hasMedia false): the two media failures do not apply.
    for (const text of [
      SUB_RESULT_FAILURES.answerSubmissionResult,
      SUB_RESULT_FAILURES.deleteDraftResult,
      SUB_RESULT_FAILURES.emailResult,
      SUB_RESULT_FAILURES.updateQuestionResult,
      SUB_RESULT_FAILURES.neighborMediaPublishResult,
    ])
      expect(within(alert).getByText(text)).toBeTruthy();
    expect(ui(element).getByRole('heading', { name: 'What Do You Think?' })).toBeTruthy();
    expect(pageNavigation.reload).not.toHaveBeenCalled();
  });

  it('lists the media failures when the answer had media (fault mergeBody)', async () => {
    injectFault({
      path: '/api/question-moderation/questions/8801/specialist-answers',
      mergeBody: { hasMedia: true, associateMediaResult: false, mediaPublishResult: false },
    });
    const element = await openForm();
    await answerWith(element, 'It fits.');
    click(element, 'Send it!');
    const alert = await ui(element).findByRole('alert');
    expect(within(alert).getByText(SUB_RESULT_FAILURES.associateMediaResult)).toBeTruthy();
    expect(within(alert).getByText(SUB_RESULT_FAILURES.mediaPublishResult)).toBeTruthy();
  });

  it('says "No results returned" and "Call to endpoint failed" for submit and email only', async () => {
    const element = await openForm();
    await answerWith(element, 'It fits.');
    injectFault({ path: '/api/question-moderation/questions/8801/specialist-answers', body: null });
    click(element, 'Send it!');
    expect(await ui(element).findByText(ANSWER_FORM_MESSAGES.submitNoResults)).toBeTruthy();
    injectFault({ path: '/api/question-moderation/questions/8801/specialist-answers', status: 500 });
    click(element, 'Send it!');
    expect(await ui(element).findByText(ANSWER_FORM_MESSAGES.submitFailed)).toBeTruthy();
    injectFault({ path: '/api/question-moderation/questions/8801/specialist-email-only', body: null });
    click(element, 'Email only');
    expect(await ui(element).findByText('Failed to email only. No results returned.')).toBeTruthy();
    injectFault({ path: '/api/question-moderation/questions/8801/specialist-email-only', status: 500 });
    click(element, 'Email only');
    expect(await ui(element).findByText('Failed to email answer. Call to endpoint failed.')).toBeTruthy();
    expect(ui(element).getByLabelText('Answer')).toHaveProperty('value', 'It fits.');
  });

  it('approved question images need alt text', async () => {
    const images = JSON.stringify([
      {
        webImageFileRevisionsID: 55101,
        approved: true,
        altText: '',
        baseFileName: 'a',
        revision: 1,
        answerId: 0,
      },
    ]);
    const element = await openForm({ ...Q8801, 'data-uploaded-question-images': images });
    await answerWith(element, 'It fits.');
    click(element, 'Send it!');
    expect(
      await ui(element).findByText('Failed to submit. All approved Question images need valid alt-text.'),
    ).toBeTruthy();
    expect(ui(element).getByText('* alt-text is required for an approved image')).toBeTruthy();
    expect(
      recordedRequests({ path: '/api/question-moderation/questions/8801/specialist-answers' }),
    ).toHaveLength(0);
  });

  it('saves a draft per employee, loads it when the form opens again, and says so', async () => {
    const element = await openForm();
    await answerWith(element, 'Draft: check the 4-pole.');
    click(element, 'Save draft');
    expect(await ui(element).findByText(ANSWER_FORM_MESSAGES.draftSaved)).toBeTruthy();
    expect(state.questionStore.drafts['8801:3187']?.answer).toBe('Draft: check the 4-pole.');
    element.remove();
    const again = await openForm();
    await waitFor(() =>
      expect(ui(again).getByLabelText('Answer')).toHaveProperty('value', 'Draft: check the 4-pole.'),
    );
    injectFault({
      path: '/api/question-moderation/questions/8801/answer-drafts/3187',
      method: 'POST',
      status: 500,
    });
    click(again, 'Save draft');
    expect(await ui(again).findByText(ANSWER_FORM_MESSAGES.draftFailed)).toBeTruthy();
  });

  it('Hold, Forward to CS and Deny say their outcome and reload; failures say theirs', async () => {
    let element = await openForm();
    injectFault({ path: '/api/question-moderation/questions/8801/specialist-hold', body: false });
    click(element, 'Hold');
    expect(await ui(element).findByText('Failed to hold. Please try again.')).toBeTruthy();
    click(element, 'Hold');
    expect(await ui(element).findByText(ANSWER_FORM_MESSAGES.held)).toBeTruthy();
    expect(question()?.status).toBe('held');
    element.remove();

    element = await openForm();
    click(element, 'Forward to CS');
    expect(await ui(element).findByText(ANSWER_VALIDATION.answerRequired)).toBeTruthy();
    await answerWith(element, 'Customer wants a refund, please call.');
    injectFault({ path: '/api/question-moderation/questions/8801/specialist-forward-to-cs', body: false });
    click(element, 'Forward to CS');
    expect(await ui(element).findByText('Failed to forward to CS. Please try again.')).toBeTruthy();
    click(element, 'Forward to CS');
    expect(
      await ui(element).findByText('The question has been forwarded to CS with your response.'),
    ).toBeTruthy();
    expect(
      recordedRequests({ path: '/api/question-moderation/questions/8801/specialist-forward-to-cs' }).at(-1)
        ?.body,
    ).toEqual({
      forwardToCsRequest: {
        specialistName: 'Marcus T.',
        specialistComment: 'Customer wants a refund, please call.',
      },
      // The hold stored the specialist's draft; the forward names it.
      draftId: 500,
      specialistId: 3187,
    });
    element.remove();

    element = await openForm();
    injectFault({ path: '/api/question-moderation/questions/8801/specialist-deny', status: 500 });
    click(element, 'Deny');
    expect(await ui(element).findByText('Failed to deny. Please try again.')).toBeTruthy();
    click(element, 'Deny');
    expect(await ui(element).findByText('The question has been denied.')).toBeTruthy();
    expect(question()?.status).toBe('denied');
  });

  it('queue item type 10 shows Approve; type 5 sends specialist-approve and claims on save', async () => {
    const approve = await openForm({ ...Q8801, 'data-queue-item-type': '10' });
    click(approve, 'Approve');
    expect(await ui(approve).findByText(ANSWER_FORM_MESSAGES.approved)).toBeTruthy();
    approve.remove();

    const inactive = await openForm({ ...Q8801, 'data-queue-item-type': '5' });
    await answerWith(inactive, 'The replacement bracket is 20152.');
    click(inactive, 'Save draft');
    await ui(inactive).findByText(ANSWER_FORM_MESSAGES.draftSaved);
    expect(recordedRequests({ path: '/api/question-moderation/answers/9901/claim' })).toHaveLength(1);
    click(inactive, 'Send it!');
    await waitFor(() =>
      expect(
        recordedRequests({ path: '/api/question-moderation/questions/8801/specialist-approve' }),
      ).toHaveLength(1),
    );
    expect(
      recordedRequests({ path: '/api/question-moderation/questions/8801/specialist-answers' }),
    ).toHaveLength(0);
  });

  it('a double click sends once', async () => {
    const element = await openForm();
    await answerWith(element, 'It fits.');
    click(element, 'Email only');
    click(element, 'Email only');
    await ui(element).findByText(ANSWER_FORM_MESSAGES.emailedOnly);
    expect(
      recordedRequests({ path: '/api/question-moderation/questions/8801/specialist-email-only' }),
    ).toHaveLength(1);
  });

  it('every answer photo needs alt text; with it, the photo goes with the answer', async () => {
    await useNodeFormData();
    const element = await openForm();
    await answerWith(element, 'It fits; see my photo.');
    const input = element.shadowRoot?.querySelector('input[type="file"]') as HTMLInputElement;
    chooseFiles(input, [nodeFile(patternBytes(2000), 'plug.png', 'image/png')]);
    await waitFor(() => expect(ui(element).getByText('Uploaded')).toBeTruthy(), { timeout: 5000 });
    click(element, 'Send it!');
    expect(
      await ui(element).findByText('Failed to submit. All answer images need valid alt-text.'),
    ).toBeTruthy();
    const altText = ui(element).getByRole('textbox', { name: 'Alt text for plug.png' });
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(altText));
    enter(altText, 'The factory plug');
    // The uploader saves the alt text when the field is left (pressing 'Send it!' does): the answer waits for it.
    fireEvent.blur(altText);
    click(element, 'Send it!');
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    const [sent] = recordedRequests({ path: '/api/question-moderation/questions/8801/specialist-answers' });
    expect(sent?.body).toMatchObject({
      submitAnswerRequest: { images: [{ fileRevisionId: expect.any(Number), altText: 'The factory plug' }] },
    });
  }, 30_000);

  it('says when a vehicle list or the draft could not be loaded, and retries the list', async () => {
    injectFault({ path: '/api/question-moderation/vehicle-info/years', status: 500, times: Infinity });
    injectFault({
      path: '/api/question-moderation/questions/8801/answer-drafts/3187',
      method: 'GET',
      status: 500,
    });
    const element = await openForm({ ...Q8801, 'data-year': '0', 'data-make': '', 'data-model': '' });
    expect(
      await ui(element).findByText(/The years could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      await ui(element).findByText('Your saved draft could not be loaded. You can still write your answer.'),
    ).toBeTruthy();
    clearFaults();
    click(element, 'Try again');
    const year = ui(element).getByLabelText('Year') as HTMLSelectElement;
    await waitFor(() => expect(year.options.length).toBeGreaterThan(10));
    expect(ui(element).queryByText(/The years could not be loaded\./)).toBeNull();
  }, 30_000);
});
