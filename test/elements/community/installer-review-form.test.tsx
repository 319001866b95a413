import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTALLER_REVIEW_PATHS } from '../../../src/api/dealer-installers';
import { defineWidget } from '../../../src/core/define-widget';
import { installerReviewFormDefinition } from '../../../src/elements/community/installer-review-form/installer-review-form.element';
import { INSTALLER_REVIEW_TEXTS } from '../../../src/elements/community/installer-review-form/installer-review-texts';
import { injectFault, recordedRequests } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { STAR_RATING_REQUIRED_MESSAGE } from '../../../src/ui/star-rating/star-radio-group';
import { mountElement } from '../../helpers/elements';
import { untiedErrors } from '../../helpers/form-errors';

defineWidget(installerReviewFormDefinition);

const BASE = {
  'data-installer-id': '5230',
  'data-installer-name': 'Tow Masters',
  'data-websku': 'C45036',
  'data-install-request-id': '1009',
  'data-name': 'Isabella G.',
  'data-email': 'isabella.garcia@example.com',
};

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const creates = () => recordedRequests({ method: 'POST', path: INSTALLER_REVIEW_PATHS.create });
const updates = () => recordedRequests({ method: 'PUT', path: INSTALLER_REVIEW_PATHS.update });

async function mount(attributes: Record<string, string> = {}) {
  const element = await mountElement('installer-review-form', { ...BASE, ...attributes });
  await shadow(element).findByRole('radiogroup', {}, { timeout: 5000 });
  return element;
}

/** The outcome of the last save (the star group's own notice is an alert too). */
async function outcome(element: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => {
      const message = element.shadowRoot?.querySelector<HTMLElement>('[part="message"]');
      if (!message) throw new Error('no outcome yet');
      return message;
    },
    { timeout: 3000 },
  );
}

function enter(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

const textField = (element: HTMLElement) =>
  shadow(element).getByRole('textbox', { name: INSTALLER_REVIEW_TEXTS.textLabel });
const submitButton = (element: HTMLElement, name: string = INSTALLER_REVIEW_TEXTS.submit) =>
  shadow(element).getByRole('button', { name });

describe('<installer-review-form>', () => {
  it('shows the spec placeholder, the heading and the prefilled name and email', async () => {
    const element = await mount();
    expect(shadow(element).getByRole('heading', { name: 'Review Tow Masters' })).toBeInTheDocument();
    expect(textField(element)).toHaveAttribute('placeholder', 'How was your call with the installer?');
    expect(shadow(element).getByRole('textbox', { name: 'Your name' })).toHaveValue('Isabella G.');
    expect(shadow(element).getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'isabella.garcia@example.com',
    );
  });

  it('refuses a submit without a star with the spec message, and sends nothing', async () => {
    const element = await mount();
    await userEvent.click(submitButton(element));
    expect(await shadow(element).findByText(STAR_RATING_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(STAR_RATING_REQUIRED_MESSAGE).toBe('Please select a star rating from 1-5');
    // The notice is tied to the star group, which takes the focus.
    const root = element.shadowRoot as ShadowRoot;
    expect(untiedErrors(root, [STAR_RATING_REQUIRED_MESSAGE])).toEqual({
      messagesWithoutField: [],
      fieldsWithoutMessage: [],
    });
    await waitFor(() =>
      expect(shadow(element).getByRole('radiogroup').contains(root.activeElement)).toBe(true),
    );
    expect(creates()).toHaveLength(0);
    await userEvent.click(shadow(element).getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(shadow(element).queryByText(STAR_RATING_REQUIRED_MESSAGE)).toBeNull());
  });

  it('asks for a name and a valid email for a new review', async () => {
    const element = await mount({ 'data-name': '', 'data-email': 'not-an-email' });
    await userEvent.click(shadow(element).getByRole('radio', { name: '5 stars' }));
    await userEvent.click(submitButton(element));
    expect(await shadow(element).findByText('Please enter your name.')).toBeInTheDocument();
    expect(
      shadow(element).getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    // Both errors tied to their fields; the first (the name) has the focus.
    const root = element.shadowRoot as ShadowRoot;
    expect(
      untiedErrors(root, [
        'Please enter your name.',
        'Please enter a valid email address, like name@example.com.',
      ]),
    ).toEqual({ messagesWithoutField: [], fieldsWithoutMessage: [] });
    await waitFor(() =>
      expect(root.activeElement).toBe(shadow(element).getByRole('textbox', { name: 'Your name' })),
    );
    enter(shadow(element).getByRole('textbox', { name: 'Email address' }), '');
    expect(await shadow(element).findByText('Please enter your email address.')).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('refuses a text over 4000 characters and counts the characters', async () => {
    const element = await mount();
    await userEvent.click(shadow(element).getByRole('radio', { name: '3 stars' }));
    enter(textField(element), 'x'.repeat(4001));
    expect(shadow(element).getByText('4001 of 4000 characters')).toBeInTheDocument();
    await userEvent.click(submitButton(element));
    expect(
      await shadow(element).findByText('Your review must be 4000 characters or less. Please shorten it.'),
    ).toBeInTheDocument();
    expect(textField(element)).toHaveAccessibleDescription(
      expect.stringContaining('Your review must be 4000 characters or less. Please shorten it.'),
    );
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(textField(element)));
    expect(creates()).toHaveLength(0);
    enter(textField(element), 'x'.repeat(4000));
    await userEvent.click(submitButton(element));
    await waitFor(() => expect(creates()).toHaveLength(1));
  });

  it('creates the review with the spec payload, then becomes an edit of it (PUT update-review)', async () => {
    const element = await mount();
    const before = state.dealerShop.nextReviewId;
    await userEvent.click(shadow(element).getByRole('radio', { name: '4 stars' }));
    enter(textField(element), 'Quick and tidy install.');
    await userEvent.click(submitButton(element));
    const status = await shadow(element).findByRole('status');
    expect(status).toHaveTextContent(
      'Thank you! Your review of Tow Masters has been saved. You can still change it here.',
    );
    expect(creates()[0]?.body).toEqual({
      dealerInstallerId: 5230,
      rating: 4,
      reviewText: 'Quick and tidy install.',
      webSKU: 'C45036',
      name: 'Isabella G.',
      email: 'isabella.garcia@example.com',
      dealerInstallRequestId: 1009,
    });
    const stored = state.dealerShop.reviews.find((review) => review.dealerInstallerReviewId === before);
    expect(stored).toMatchObject({
      rating: 4,
      dealerInstallRequestId: null,
      requestedInstallRequestId: 1009,
    });
    // Now an edit: the heading and button change, name and email are not asked again.
    expect(shadow(element).getByRole('heading', { name: 'Your review of Tow Masters' })).toBeInTheDocument();
    expect(shadow(element).queryByRole('textbox', { name: 'Your name' })).toBeNull();
    await userEvent.click(shadow(element).getByRole('radio', { name: '5 stars' }));
    await userEvent.click(submitButton(element, INSTALLER_REVIEW_TEXTS.update));
    expect(await shadow(element).findByText('Your review has been updated.')).toBeInTheDocument();
    expect(updates()[0]?.body).toEqual({
      dealerInstallerReviewId: before,
      dealerInstallerId: 5230,
      rating: 5,
      reviewText: 'Quick and tidy install.',
    });
    expect(creates()).toHaveLength(1);
    expect(stored?.rating).toBe(5);
  });

  it('edits an existing review given in the attributes', async () => {
    const element = await mount({ 'data-review-id': '901', 'data-rating': '5', 'data-review-text': 'Great' });
    expect(shadow(element).getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(textField(element)).toHaveValue('Great');
    await userEvent.click(shadow(element).getByRole('radio', { name: '2 stars' }));
    await userEvent.click(submitButton(element, INSTALLER_REVIEW_TEXTS.update));
    expect(await shadow(element).findByText('Your review has been updated.')).toBeInTheDocument();
    expect(state.dealerShop.reviews.find((review) => review.dealerInstallerReviewId === 901)?.rating).toBe(2);
    expect(creates()).toHaveLength(0);
  });

  it("says 'An error has occured.' on a failed save and keeps everything typed", async () => {
    const element = await mount();
    injectFault({ method: 'POST', path: INSTALLER_REVIEW_PATHS.create, status: 400 });
    await userEvent.click(shadow(element).getByRole('radio', { name: '3 stars' }));
    enter(textField(element), 'Friendly, but late.');
    await userEvent.click(submitButton(element));
    const alert = await outcome(element);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('An error has occured.');
    expect(alert).toHaveTextContent(INSTALLER_REVIEW_TEXTS.saveFailedDetail);
    expect(textField(element)).toHaveValue('Friendly, but late.');
    expect(shadow(element).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.click(submitButton(element));
    expect(await shadow(element).findByRole('status')).toHaveTextContent('Thank you!');
  });

  it("says 'An error has occured.' when an update is not applied", async () => {
    const element = await mount({ 'data-review-id': '901', 'data-rating': '5' });
    injectFault({ method: 'PUT', path: INSTALLER_REVIEW_PATHS.update, body: { success: false } });
    await userEvent.click(submitButton(element, INSTALLER_REVIEW_TEXTS.update));
    expect(await outcome(element)).toHaveTextContent('An error has occured.');
  });

  it('a malformed create answer is a failure, not a success', async () => {
    const element = await mount();
    injectFault({ method: 'POST', path: INSTALLER_REVIEW_PATHS.create, body: { data: {} } });
    await userEvent.click(shadow(element).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(submitButton(element));
    expect(await outcome(element)).toHaveTextContent('An error has occured.');
  });

  it('disables the button while the save is in flight: a double click sends one review', async () => {
    const element = await mount();
    injectFault({ method: 'POST', path: INSTALLER_REVIEW_PATHS.create, latencyMs: 300 });
    await userEvent.click(shadow(element).getByRole('radio', { name: '4 stars' }));
    const button = submitButton(element);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await shadow(element).findByRole('status', {}, { timeout: 3000 });
    expect(creates()).toHaveLength(1);
  });

  it('says why it cannot be used without an installer id', async () => {
    const element = await mountElement('installer-review-form', { 'data-installer-id': '0' });
    expect(
      await shadow(element).findByText(INSTALLER_REVIEW_TEXTS.noInstaller, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(shadow(element).queryByRole('alert')).toBeNull();
  });
});
