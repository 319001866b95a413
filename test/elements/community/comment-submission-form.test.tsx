import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { commentSubmissionFormDefinition } from '../../../src/elements/community/comment-submission-form-element/comment-submission-form.element';
import { pageNavigation } from '../../../src/elements/community/shared/navigation';
import { TRUSTED_CUSTOMER } from '../../../src/mocks/content/seed';
import {
  injectFault,
  recordedRequests,
  seedFakeShop,
  setFeatureToggle,
  setRole,
} from '../../../src/mocks/controls';
import { storedMediaFiles } from '../../../src/mocks/media/controls';
import { state } from '../../../src/mocks/state';
import { mountElement, settle } from '../../helpers/elements';
import { chooseFiles, nodeFile, patternBytes, useNodeFormData } from '../../helpers/node-files';

defineWidget(commentSubmissionFormDefinition);

const TAG = 'comment-submission-form-element';
const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

const FAQ_ATTRIBUTES = { 'data-parent-id': 'trailer-wiring', 'data-content-type': 'Faq' };

/**
 * Text goes in through change events: under jsdom, user-event's typing stops reaching React once
 * inputs inside a shadow root were changed another way (and it cannot type into e-mail inputs).
 */
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function fillCustomer(element: HTMLElement, values: { name?: string; email?: string; text?: string }) {
  const view = ui(element);
  if (values.name) enter(view.getByLabelText('Name'), values.name);
  if (values.email) enter(view.getByLabelText('E-mail'), values.email);
  if (values.text) enter(view.getByLabelText('Comment'), values.text);
  return userEvent.setup();
}

const commentPosts = () => recordedRequests({ path: '/api/contentreply/comment', method: 'POST' });

beforeEach(() => {
  vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('<comment-submission-form-element> for customers', () => {
  it("shows the open form headed 'What Do You Think?' with a close icon, and no errors yet", async () => {
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    const view = ui(element);
    expect(view.getByRole('heading', { name: 'What Do You Think?' })).toBeInTheDocument();
    expect(view.getByRole('form', { name: 'What Do You Think?' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(view.getByLabelText('Name')).toHaveValue('');
    expect(view.getByLabelText('E-mail')).toHaveValue('');
    expect(view.getByLabelText('Comment')).toHaveValue('');
    expect(view.getByLabelText('Notify me by e-mail when someone replies')).toBeChecked();
    expect(view.getByLabelText('Part Number')).toBeInTheDocument();
    expect(view.getByLabelText('Link URL')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Add More Parts/Links' })).toBeInTheDocument();
    expect(view.queryByText(/\* /)).toBeNull();
  });

  it('toggles closed and open: hidden on load behind the add-comment button, focus moves with it', async () => {
    const element = await mountElement(TAG, {
      ...FAQ_ATTRIBUTES,
      'data-hidden-on-load': '',
      'data-add-comment-button-text': 'Ask a Question',
      'data-header-text': 'Your question',
    });
    const view = ui(element);
    expect(view.queryByRole('form')).toBeNull();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Ask a Question' }));
    expect(view.getByRole('heading', { name: 'Your question' })).toBeInTheDocument();
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(view.getByLabelText('Name')));
    enter(view.getByLabelText('Name'), 'Kept');
    await user.click(view.getByRole('button', { name: 'Close' }));
    expect(view.queryByRole('form')).toBeNull();
    await waitFor(() =>
      expect(element.shadowRoot?.activeElement).toBe(view.getByRole('button', { name: 'Ask a Question' })),
    );
    await user.click(view.getByRole('button', { name: 'Ask a Question' }));
    expect(view.getByLabelText('Name')).toHaveValue('Kept');
  });

  it('shows every message only after a submit attempt, and sends nothing while invalid', async () => {
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    const view = ui(element);
    const user = fillCustomer(element, { email: 'not-an-email' });
    expect(view.queryByText('* e-mail address format: name@example.com')).toBeNull();
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(view.getByText('* name is required')).toBeInTheDocument();
    expect(view.getByText('* e-mail address format: name@example.com')).toBeInTheDocument();
    expect(view.getByText('* reply text is required')).toBeInTheDocument();
    expect(view.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(view.getByLabelText('Name')).toHaveAccessibleDescription('* name is required');
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(view.getByLabelText('Name')));

    enter(view.getByLabelText('Comment'), 'x'.repeat(7501));
    expect(view.getByText('* reply text must be shorter than 7500 characters')).toBeInTheDocument();
    enter(view.getByLabelText('Comment'), 'x'.repeat(7500));
    expect(view.queryByText('* reply text must be shorter than 7500 characters')).toBeNull();
    await settle();
    expect(commentPosts()).toHaveLength(0);
  });

  it('sends the customer payload of the spec and reloads on the comment when it is approved at once', async () => {
    const element = await mountElement(TAG, { ...FAQ_ATTRIBUTES, 'data-websku': '90195' });
    const view = ui(element);
    const user = fillCustomer(element, {
      name: TRUSTED_CUSTOMER.name,
      email: TRUSTED_CUSTOMER.email,
      text: 'Works great with my LED lights.',
    });
    await user.click(view.getByLabelText('Notify me by e-mail when someone replies'));
    enter(view.getByLabelText('Part Number'), ' 90195 ');
    enter(view.getByLabelText('Link URL'), `${location.origin}/FAQ-Trailer-Wiring.aspx`);
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/?commentId=600#comment-600'));
    expect(commentPosts().map((entry) => entry.body)).toEqual([
      {
        parentId: 'trailer-wiring',
        contentType: 'Faq',
        author: TRUSTED_CUSTOMER.name,
        authorEmail: TRUSTED_CUSTOMER.email,
        commentText: 'Works great with my LED lights.',
        notifyCustomer: false,
        webSku: '90195',
        replyById: 0,
        commentLinks: ['faq-trailer-wiring.aspx'],
        commentProductWebskus: ['90195'],
      },
    ]);
  });

  it('thanks the customer when the comment waits for moderation, and clears the comment', async () => {
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    const view = ui(element);
    const user = fillCustomer(element, {
      name: 'Morgan Diaz',
      email: 'morgan@example.com',
      text: 'First comment.',
    });
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(
      await view.findByText('Thanks, your comment has been successfully submitted.'),
    ).toBeInTheDocument();
    expect(view.getByRole('status')).toHaveTextContent(
      'Thanks, your comment has been successfully submitted.',
    );
    expect(pageNavigation.assign).not.toHaveBeenCalled();
    expect(state.content.comments.at(-1)).toMatchObject({ commentText: 'First comment.', status: 'pending' });
    await user.click(view.getByRole('button', { name: 'Add a Comment' }));
    expect(view.getByLabelText('Comment')).toHaveValue('');
    expect(view.getByLabelText('Name')).toHaveValue('Morgan Diaz');
  });

  it("says 'Failed to submit reply. Please try again.' on failure and keeps everything typed", async () => {
    injectFault({ path: '/api/contentreply/comment', status: 500 });
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    const view = ui(element);
    const user = fillCustomer(element, {
      name: 'Morgan Diaz',
      email: 'morgan@example.com',
      text: 'Keep me.',
    });
    enter(view.getByLabelText('Part Number'), 'C13130');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to submit reply. Please try again.');
    expect(view.getByLabelText('Comment')).toHaveValue('Keep me.');
    expect(view.getByLabelText('Name')).toHaveValue('Morgan Diaz');
    expect(view.getByLabelText('Part Number')).toHaveValue('C13130');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(commentPosts()).toHaveLength(2));
    expect(
      await view.findByText('Thanks, your comment has been successfully submitted.'),
    ).toBeInTheDocument();
  });

  it('sends one comment for a double click, even on a slow network', async () => {
    injectFault({ path: '/api/contentreply/comment', latencyMs: 200 });
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    const view = ui(element);
    fillCustomer(element, { name: 'Morgan Diaz', email: 'morgan@example.com', text: 'Once.' });
    const submit = view.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await view.findByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-disabled', 'true');
    expect(view.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await view.findByText('Thanks, your comment has been successfully submitted.');
    expect(commentPosts()).toHaveLength(1);
  });

  it('takes the content from the page path when the attributes leave it out', async () => {
    history.replaceState(null, '', '/tv-curt-hitch-installation.aspx');
    try {
      const element = await mountElement(TAG);
      const user = fillCustomer(element, {
        name: 'Morgan Diaz',
        email: 'morgan@example.com',
        text: 'Nice video.',
      });
      await user.click(ui(element).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(commentPosts()).toHaveLength(1));
      expect(commentPosts()[0]?.body).toMatchObject({
        parentId: 'curt-hitch-installation',
        contentType: 'Video',
      });
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('puts the comment box first in the question-answer display experiment', async () => {
    const element = await mountElement(TAG, {
      ...FAQ_ATTRIBUTES,
      'data-question-answer-display-experiment': '',
    });
    const fields = Array.from(
      element.shadowRoot?.querySelectorAll('input[type="text"], input[type="email"], textarea') ?? [],
    );
    expect(fields[0]?.localName).toBe('textarea');
  });

  it('fills in the signed-in neighbor from the page', async () => {
    const element = await mountElement(TAG, {
      ...FAQ_ATTRIBUTES,
      'data-neighbor-name': 'Jordan Miles',
      'data-neighbor-email': 'jordan.miles@example.com',
    });
    expect(ui(element).getByLabelText('Name')).toHaveValue('Jordan Miles');
    expect(ui(element).getByLabelText('E-mail')).toHaveValue('jordan.miles@example.com');
  });
});

describe('part and link rows in the comment form', () => {
  async function submitWithLinks(element: HTMLElement, links: string[]) {
    const view = ui(element);
    const user = fillCustomer(element, {
      name: 'Morgan Diaz',
      email: 'morgan@example.com',
      text: 'Links.',
    });
    for (const [index, link] of links.entries()) {
      if (index > 0) await user.click(view.getByRole('button', { name: 'Add More Parts/Links' }));
      const inputs = view.getAllByLabelText(/^Link URL/);
      enter(inputs[index] as HTMLElement, link);
    }
    await user.click(view.getByRole('button', { name: 'Submit' }));
    return user;
  }

  it('adds rows (focusing the new one) and removes them, keeping the first row', async () => {
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    const view = ui(element);
    const user = userEvent.setup();
    enter(view.getByLabelText('Part Number'), 'A');
    await user.click(view.getByRole('button', { name: 'Add More Parts/Links' }));
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(view.getByLabelText('Part Number 2')));
    enter(view.getByLabelText('Part Number 2'), 'B');
    await user.click(view.getByRole('button', { name: 'Remove part and link 2' }));
    expect(view.queryByLabelText('Part Number 2')).toBeNull();
    await user.click(view.getByRole('button', { name: 'Remove part and link' }));
    expect(view.getByLabelText('Part Number')).toHaveValue('');
  });

  it('shows the supported link types in an info bubble on the first link row', async () => {
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    const view = ui(element);
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Add More Parts/Links' }));
    expect(view.getAllByRole('button', { name: 'Supported link types' })).toHaveLength(1);
    expect(view.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Supported link types: Department, Fitguide Results, FAQ, Video, Best, Popular, Question.',
    );
  });

  it('never sends a javascript: or foreign link, and says why', async () => {
    setFeatureToggle('ValidateHelpfulLinks', false);
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    await submitWithLinks(element, ['javascript:alert(1)', 'https://evil.example/faq-x.aspx']);
    const view = ui(element);
    expect(view.getByText('* only web links to pages on this site are accepted')).toBeInTheDocument();
    expect(view.getByText('* only links to pages on this site are accepted')).toBeInTheDocument();
    await settle();
    expect(commentPosts()).toHaveLength(0);
  });

  it("lists the links the shop calls invalid under 'The following links are invalid:' and saves nothing", async () => {
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    await submitWithLinks(element, ['faq-trailer-wiring.aspx', '/Some-Random-Page']);
    const alert = await ui(element).findByRole('alert');
    expect(alert).toHaveTextContent('The following links are invalid:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['some-random-page']);
    expect(recordedRequests({ path: '/api/comment-moderation/helpful-links/validate' })[0]?.body).toEqual({
      links: ['faq-trailer-wiring.aspx', 'some-random-page'],
    });
    expect(commentPosts()).toHaveLength(0);
  });

  it('blocks the save when the link check itself fails, says nothing was sent, and keeps the text', async () => {
    injectFault({ path: '/api/comment-moderation/helpful-links/validate', status: 500 });
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    await submitWithLinks(element, ['faq-trailer-wiring.aspx']);
    const view = ui(element);
    await waitFor(() =>
      expect(view.getByRole('status')).toHaveTextContent(
        'Your links could not be checked just now, so nothing was sent. Please try again.',
      ),
    );
    expect(view.queryByRole('alert')).toBeNull();
    expect(commentPosts()).toHaveLength(0);
    expect(view.getByLabelText('Comment')).toHaveValue('Links.');
  });

  it('skips the check with ValidateHelpfulLinks off', async () => {
    setFeatureToggle('ValidateHelpfulLinks', false);
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    await submitWithLinks(element, ['some-random-page']);
    await ui(element).findByText('Thanks, your comment has been successfully submitted.');
    expect(recordedRequests({ path: '/api/comment-moderation/helpful-links/validate' })).toHaveLength(0);
    expect(commentPosts()[0]?.body).toMatchObject({ commentLinks: ['some-random-page'] });
  });
});

describe('<comment-submission-form-element> for specialists', () => {
  const SPECIALIST = {
    ...FAQ_ATTRIBUTES,
    'data-is-specialist': '',
    'data-employee-id': '3187',
    'data-friendly-name': 'Marcus T.',
    'data-email-address': 'marcus.tran@example.com',
  };

  beforeEach(() => setRole('specialist'));

  it('fills in the specialist and shows errors only once a field is filled in', async () => {
    const element = await mountElement(TAG, SPECIALIST);
    const view = ui(element);
    expect(view.getByLabelText('Name')).toHaveValue('Marcus T.');
    expect(view.getByLabelText('E-mail')).toHaveValue('marcus.tran@example.com');
    expect(view.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(view.queryByText('* reply text is required')).toBeNull();
    enter(view.getByLabelText('E-mail'), 'marcus@');
    expect(view.getByText('* e-mail address format: name@example.com')).toBeInTheDocument();
    expect(view.getByText('* reply text is required')).toBeInTheDocument();
  });

  it('says so and sends nothing when the session cannot be found, keeping the text; a retry sends it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/contentreply/session', status: 500 });
    const element = await mountElement(TAG, SPECIALIST);
    const view = ui(element);
    const user = userEvent.setup();
    enter(view.getByLabelText('Comment'), 'Expert tip: check the ground wire.');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Your comment was not sent: the shop could not confirm your session. Please try again.',
    );
    expect(recordedRequests({ path: '/api/comment-moderation/comments' })).toEqual([]);
    expect(view.getByLabelText('Comment')).toHaveValue('Expert tip: check the ground wire.');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/?commentId=600#comment-600'));
    expect(recordedRequests({ path: '/api/comment-moderation/comments' })[0]?.body).toMatchObject({
      userSession: 'fake-session-specialist',
    });
  });

  it('sends the specialist payload of the spec and reloads on the new comment', async () => {
    const element = await mountElement(TAG, { ...SPECIALIST, 'data-websku': '90195' });
    const view = ui(element);
    const user = userEvent.setup();
    fireEvent.change(view.getByLabelText('Comment'), {
      target: { value: 'Expert tip: check the ground wire.' },
    });
    enter(view.getByLabelText('Part Number'), '90195');
    enter(view.getByLabelText('Link URL'), 'tv-curt-hitch-installation.aspx');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/?commentId=600#comment-600'));
    expect(recordedRequests({ path: '/api/comment-moderation/comments' })[0]?.body).toEqual({
      employeeId: 3187,
      foreignKey: 'trailer-wiring',
      replyType: 'Faq',
      replySource: 'Expert',
      replyBy: 'Marcus T.',
      replyEmail: 'marcus.tran@example.com',
      reviewedBy: 3187,
      commentText: 'Expert tip: check the ground wire.',
      webSKU: '90195',
      userSession: 'fake-session-specialist',
      notifyMeIfReply: true,
      commentLinks: ['tv-curt-hitch-installation.aspx'],
      commentProducts: ['90195'],
    });
  });

  it("says 'Failed to submit reply. Try again.' when the shop refuses", async () => {
    injectFault({ path: '/api/comment-moderation/comments', status: 500 });
    const element = await mountElement(TAG, SPECIALIST);
    const view = ui(element);
    enter(view.getByLabelText('Comment'), 'Expert tip.');
    await userEvent.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to submit reply. Try again.');
    expect(view.getByLabelText('Comment')).toHaveValue('Expert tip.');
  });

  it('saves a draft, and loads it again next time', async () => {
    const element = await mountElement(TAG, SPECIALIST);
    const view = ui(element);
    enter(view.getByLabelText('Comment'), 'Half an answer');
    await userEvent.click(view.getByRole('button', { name: 'Save Draft' }));
    expect(await view.findByText('Your draft has been successfully saved.')).toBeInTheDocument();
    expect(state.content.commentDrafts).toMatchObject([
      { employeeId: 3187, sourceId: 'trailer-wiring', commentText: 'Half an answer' },
    ]);
    element.remove();
    const again = await mountElement(TAG, SPECIALIST);
    await waitFor(() => expect(ui(again).getByLabelText('Comment')).toHaveValue('Half an answer'));
  });

  it('says so when the saved draft cannot be loaded, and keeps the form usable', async () => {
    injectFault({
      method: 'GET',
      path: '/api/comment-moderation/comment-drafts/3187',
      status: 500,
      times: Infinity,
    });
    const element = await mountElement(TAG, SPECIALIST);
    const view = ui(element);
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Your saved draft could not be loaded. Saving a draft now replaces it: reload the page to try loading it again.',
    );
    expect(view.getByLabelText('Comment')).toHaveValue('');
    expect(view.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
  });

  it("says 'Failed to save draft. Please try again.' when the draft cannot be saved", async () => {
    injectFault({ path: '/api/comment-moderation/comment-drafts', status: 500 });
    const element = await mountElement(TAG, SPECIALIST);
    const view = ui(element);
    enter(view.getByLabelText('Comment'), 'Half an answer');
    await userEvent.click(view.getByRole('button', { name: 'Save Draft' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to save draft. Please try again.');
  });
});

describe('photos in the comment form', () => {
  it('embeds the customer media uploader on the page types that allow it, under the comment guid', async () => {
    resetConfig({ pageType: 'product_askexpert' });
    seedFakeShop({});
    const element = await mountElement(TAG, { 'data-parent-id': 'C13130', 'data-content-type': 'Review' });
    expect(await ui(element).findByRole('button', { name: /Add Photos/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(recordedRequests({ path: '/api/media/uploads/load/*' })[0]?.path).toBe(
        '/api/media/uploads/load/fake-session-shopper-comment-C13130/file-revisions',
      ),
    );
  });

  it('says so when the photos cannot be attached, never sends the comment twice, and attaches them on a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await useNodeFormData();
    resetConfig({ pageType: 'product_askexpert' });
    injectFault({ method: 'PUT', path: '/api/media/uploads/associate', status: 500 });
    const element = await mountElement(TAG, { 'data-parent-id': 'C13130', 'data-content-type': 'Review' });
    const view = ui(element);
    const user = fillCustomer(element, {
      name: 'Morgan Diaz',
      email: 'morgan@example.com',
      text: 'My bumper.',
    });
    await view.findByRole('button', { name: /Add Photos/ });
    const input = element.shadowRoot?.querySelector('input[type="file"]') as HTMLInputElement;
    chooseFiles(input, [nodeFile(patternBytes(5_000), 'bumper.png', 'image/png')]);
    await waitFor(() => expect(view.getByText('Uploaded')).toBeInTheDocument(), { timeout: 5000 });
    await user.click(view.getByRole('button', { name: 'Submit' }));
    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent('Your comment was posted, but your photos could not be attached.');
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(alert));
    await user.click(view.getByRole('button', { name: 'Try attaching photos again' }));
    expect(
      await view.findByText('Thanks, your comment has been successfully submitted.'),
    ).toBeInTheDocument();
    expect(commentPosts()).toHaveLength(1);
    expect(storedMediaFiles().find((file) => file.fileName === 'bumper.png')?.entityId).toBe('600');
    vi.unstubAllGlobals();
  });

  it('continues without the photos when the shopper says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await useNodeFormData();
    resetConfig({ pageType: 'product_askexpert' });
    injectFault({ method: 'PUT', path: '/api/media/uploads/associate', status: 500 });
    const element = await mountElement(TAG, { 'data-parent-id': 'C13130', 'data-content-type': 'Review' });
    const view = ui(element);
    const user = fillCustomer(element, {
      name: 'Morgan Diaz',
      email: 'morgan@example.com',
      text: 'My bumper.',
    });
    await view.findByRole('button', { name: /Add Photos/ });
    const input = element.shadowRoot?.querySelector('input[type="file"]') as HTMLInputElement;
    chooseFiles(input, [nodeFile(patternBytes(5_000), 'bumper.png', 'image/png')]);
    await waitFor(() => expect(view.getByText('Uploaded')).toBeInTheDocument(), { timeout: 5000 });
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await view.findByRole('alert');
    await user.click(view.getByRole('button', { name: 'Continue without photos' }));
    expect(
      await view.findByText('Thanks, your comment has been successfully submitted.'),
    ).toBeInTheDocument();
    expect(commentPosts()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('shows no uploader on page types without media upload', async () => {
    resetConfig({ pageType: 'faqcontent' });
    const element = await mountElement(TAG, FAQ_ATTRIBUTES);
    await settle(100);
    expect(ui(element).queryByRole('button', { name: /Add Photos/ })).toBeNull();
  });
});
