import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { resetToggles } from '../../../src/core/toggles';
import { commentReplyFormDefinition } from '../../../src/elements/community/comment-reply-form-element/comment-reply-form.element';
import { pageNavigation } from '../../../src/elements/community/shared/navigation';
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
import { server } from '../../msw-server';

defineWidget(commentReplyFormDefinition);

const TAG = 'comment-reply-form-element';
const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
/** Text goes in through change events (see comment-submission-form.test.tsx). */
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The reply form under comment 501, as the demo's product page renders it. */
const ON_COMMENT = {
  'data-item-id': '501',
  'data-parent-id': '501',
  'data-is-comment': '',
  'data-reply-to': '@Jordan M. ',
  'data-friendly-name': 'Jordan M.',
  'data-author-email': 'jordan.miles@example.com',
};

/** The specialist's form under the customer's pending reply 7002 in the thread of comment 501. */
const SPECIALIST_ON_REPLY = {
  'data-item-id': '7002',
  'data-parent-id': '501',
  'data-reply-to': 'Thanks! Would I also need a ball mount for a 2 inch drop? My trailer sits low.',
  'data-is-specialist': '',
  'data-reviewed-by': '3187',
  'data-employee-friendly-name': 'Marcus T.',
  'data-friendly-name': 'Jordan M.',
  'data-author-email': 'jordan.miles@example.com',
  'data-parent-comment': JSON.stringify({
    commentId: 501,
    commentText: 'Will this hitch clear the spare tire on a 2019 Ram 1500?',
    friendlyName: 'Jordan M.',
    webSKU: 'C13130',
  }),
};

async function openForm(attributes: Record<string, string>) {
  const element = await mountElement(TAG, attributes);
  const user = userEvent.setup();
  await user.click(ui(element).getByRole('button', { name: 'Reply' }));
  return { element, view: ui(element), user };
}

const put = (path: string) => recordedRequests({ method: 'PUT', path });
const status = (replyId: number) => state.content.replies.find((reply) => reply.replyId === replyId)?.status;

beforeEach(() => {
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('<comment-reply-form-element> for customers', () => {
  it('opens from the Reply button with the reply text pre-filled with the reply-to text', async () => {
    const element = await mountElement(TAG, ON_COMMENT);
    const view = ui(element);
    expect(view.queryByRole('form')).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Reply' }));
    expect(view.getByRole('form', { name: 'Reply to this comment' })).toBeInTheDocument();
    expect(view.getByLabelText('Reply')).toHaveValue('@Jordan M. ');
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(view.getByLabelText('Reply')));
    expect(view.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Cancel' }));
    expect(view.queryByRole('form')).toBeNull();
  });

  it('checks name, e-mail and text only after a submit attempt', async () => {
    const { view, user } = await openForm(ON_COMMENT);
    enter(view.getByLabelText('Reply'), '');
    expect(view.queryByText('* name is required')).toBeNull();
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(view.getByText('* name is required')).toBeInTheDocument();
    expect(view.getByText('* e-mail address format: name@example.com')).toBeInTheDocument();
    expect(view.getByText('* reply text is required')).toBeInTheDocument();
    enter(view.getByLabelText('Reply'), 'y'.repeat(7501));
    expect(view.getByText('* reply text must be shorter than 7500 characters')).toBeInTheDocument();
    await settle();
    expect(recordedRequests({ path: '/api/contentreply/reply' })).toHaveLength(0);
  });

  it('sends the reply payload of the spec (replyToId -1 on a comment) and reloads the page', async () => {
    const { view, user } = await openForm(ON_COMMENT);
    enter(view.getByLabelText('Name'), 'Morgan Diaz');
    enter(view.getByLabelText('E-mail'), 'morgan@example.com');
    enter(view.getByLabelText('Reply'), '@Jordan M. Mine clears it too.');
    enter(view.getByLabelText('Part Number'), 'C13130');
    enter(view.getByLabelText('Link URL'), '/FAQ-Trailer-Wiring.aspx');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalledTimes(1));
    const [sent] = recordedRequests({ path: '/api/contentreply/reply' });
    expect(sent?.body).toEqual({
      parentId: 501,
      replyTo: '@Jordan M. ',
      isComment: true,
      replyId: -1,
      replyText: '@Jordan M. Mine clears it too.',
      author: 'Morgan Diaz',
      authorEmail: 'morgan@example.com',
      replyDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      replyLinks: ['faq-trailer-wiring.aspx'],
      replyProductWebskus: ['C13130'],
      notifyCustomer: true,
      replyToId: -1,
      replySource: 'Comment',
      replyById: 0,
    });
  });

  it('answers a reply with replyToId set to that reply', async () => {
    const { view, user } = await openForm({
      ...ON_COMMENT,
      'data-item-id': '7001',
      'data-is-comment': 'false',
    });
    enter(view.getByLabelText('Name'), 'Morgan Diaz');
    enter(view.getByLabelText('E-mail'), 'morgan@example.com');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(recordedRequests({ path: '/api/contentreply/reply' })[0]?.body).toMatchObject({
      parentId: 501,
      isComment: false,
      replyToId: 7001,
    });
  });

  it("says 'Failed to submit reply. Please try again.' on a failure or a falsy answer, keeping the text", async () => {
    injectFault({ path: '/api/contentreply/reply', networkError: true });
    const { view, user } = await openForm({ ...ON_COMMENT, 'data-parent-id': '9', 'data-item-id': '9' });
    enter(view.getByLabelText('Name'), 'Morgan Diaz');
    enter(view.getByLabelText('E-mail'), 'morgan@example.com');
    enter(view.getByLabelText('Reply'), 'Keep this');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to submit reply. Please try again.');
    expect(view.getByLabelText('Reply')).toHaveValue('Keep this');
    // Comment 9 does not exist: the shop answers 0.
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(recordedRequests({ path: '/api/contentreply/reply' })).toHaveLength(2));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to submit reply. Please try again.');
    expect(pageNavigation.reload).not.toHaveBeenCalled();
  });
});

describe('photos in the reply form', () => {
  const REPLY_GUID = 'fake-session-shopper-reply-501';
  const fileInput = (element: HTMLElement) =>
    element.shadowRoot?.querySelector('input[type="file"]') as HTMLInputElement;
  const associations = () => recordedRequests({ method: 'PUT', path: '/api/media/uploads/associate' });
  const replyPosts = () => recordedRequests({ method: 'POST', path: '/api/contentreply/reply' });

  beforeEach(async () => {
    await useNodeFormData();
    resetConfig({ pageType: 'product_askexpert' });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Opens the form under comment 501, fills it in and uploads one photo (under the reply guid). */
  async function replyWithPhoto() {
    const opened = await openForm(ON_COMMENT);
    const { element, view } = opened;
    enter(view.getByLabelText('Name'), 'Morgan Diaz');
    enter(view.getByLabelText('E-mail'), 'morgan@example.com');
    enter(view.getByLabelText('Reply'), '@Jordan M. Here is mine.');
    await view.findByRole('button', { name: /Add Photos/ });
    chooseFiles(fileInput(element), [nodeFile(patternBytes(5_000), 'my-hitch.png', 'image/png')]);
    await waitFor(() => expect(view.getByText('Uploaded')).toBeInTheDocument(), { timeout: 5000 });
    expect(storedMediaFiles().map((file) => file.guid)).toContain(REPLY_GUID);
    return opened;
  }

  it('attaches the photos to the new reply id the shop answers', async () => {
    const { view, user } = await replyWithPhoto();
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalledTimes(1));
    expect(associations().map((call) => call.body)).toEqual([
      expect.objectContaining({ guid: REPLY_GUID, entityId: '8000' }),
    ]);
  });

  it('attaches the photos by the upload guid when the shop answers a truthy value that is not an id', async () => {
    seedFakeShop({ content: { customerReplyAnswer: 'true' } });
    const { view, user } = await replyWithPhoto();
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalledTimes(1));
    const [association] = associations();
    expect(association?.body).toEqual(expect.objectContaining({ guid: REPLY_GUID }));
    expect(association?.body).not.toHaveProperty('entityId');
    // The shop attached them to the reply just posted (the demo page shows them under it).
    const stored = storedMediaFiles().find((file) => file.fileName === 'my-hitch.png');
    expect(stored?.entityId).toBe('8000');
  });

  it('says the photos could not be attached, posts the reply only once, and tries attaching again', async () => {
    injectFault({ method: 'PUT', path: '/api/media/uploads/associate', status: 500 });
    const { element, view, user } = await replyWithPhoto();
    await user.click(view.getByRole('button', { name: 'Submit' }));
    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent('Your reply was posted, but your photos could not be attached.');
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(alert));
    expect(pageNavigation.reload).not.toHaveBeenCalled();
    await user.click(view.getByRole('button', { name: 'Try attaching photos again' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalledTimes(1));
    expect(replyPosts()).toHaveLength(1);
    expect(associations()).toHaveLength(2);
    expect(storedMediaFiles().find((file) => file.fileName === 'my-hitch.png')?.entityId).toBe('8000');
  });

  it('says so when the shop answers a truthy value but cannot find the reply for the guid', async () => {
    // The answer `true` comes without the reply stored: the guid leads to no reply.
    injectFault({ method: 'POST', path: '/api/contentreply/reply', body: true });
    const { view, user } = await replyWithPhoto();
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Your reply was posted, but your photos could not be attached.',
    );
    await user.click(view.getByRole('button', { name: 'Continue without photos' }));
    expect(pageNavigation.reload).toHaveBeenCalledTimes(1);
    expect(replyPosts()).toHaveLength(1);
  });

  it('says so when the session cannot be found, uploads nothing under a made-up key, and can try again', async () => {
    injectFault({ path: '/api/contentreply/session', status: 500 });
    const { element, view, user } = await openForm(ON_COMMENT);
    enter(view.getByLabelText('Reply'), '@Jordan M. Keep this text.');
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Photos cannot be added right now: the shop could not confirm your session. Your reply can still be sent without them.',
    );
    expect(view.queryByRole('button', { name: /Add Photos/ })).toBeNull();
    expect(fileInput(element)).toBeNull();
    expect(recordedRequests({ path: '/api/media/uploads/load/*' })).toEqual([]);
    expect(view.getByLabelText('Reply')).toHaveValue('@Jordan M. Keep this text.');

    await user.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('button', { name: /Add Photos/ })).toBeInTheDocument();
    expect(view.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(recordedRequests({ path: '/api/media/uploads/load/*' })[0]?.path).toBe(
        `/api/media/uploads/load/${REPLY_GUID}/file-revisions`,
      ),
    );
    expect(view.getByLabelText('Reply')).toHaveValue('@Jordan M. Keep this text.');
  });
});

describe('<comment-reply-form-element> for specialists', () => {
  beforeEach(() => setRole('specialist'));

  it('shows whom they answer, the parent comment and every action', async () => {
    const { view } = await openForm(SPECIALIST_ON_REPLY);
    expect(view.getByRole('form', { name: 'Answer or moderate this reply' })).toBeInTheDocument();
    expect(view.getByText('Answering Jordan M.')).toBeInTheDocument();
    expect(view.getByText('Will this hitch clear the spare tire on a 2019 Ram 1500?')).toBeInTheDocument();
    expect(view.queryByLabelText('Name')).toBeNull();
    for (const name of [
      'Submit',
      'Submit for Review',
      'Save Draft',
      'Approve',
      'Hold',
      'Forward to CS',
      'Spam',
      'Deny',
    ]) {
      expect(view.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(await view.findByRole('button', { name: 'Turn into Question' })).toBeInTheDocument();
  });

  it('Submit without a change only approves the item', async () => {
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/replies/7002/approve')).toHaveLength(1);
    expect(recordedRequests({ path: '/api/comment-moderation/replies' })).toHaveLength(0);
    expect(status(7002)).toBe('approved');
  });

  it('Submit with a new text posts the expert reply and approves the parent comment', async () => {
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    enter(view.getByLabelText('Reply'), 'Yes: a 2 inch drop ball mount such as the Curt 45036.');
    enter(view.getByLabelText('Part Number'), 'C45036');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(recordedRequests({ path: '/api/comment-moderation/replies' })[0]?.body).toEqual({
      parentId: 501,
      replyTo: SPECIALIST_ON_REPLY['data-reply-to'],
      isComment: false,
      replyId: -1,
      replyText: 'Yes: a 2 inch drop ball mount such as the Curt 45036.',
      author: 'Marcus T.',
      authorEmail: 'marcus.tran@example.com',
      replyDate: expect.any(String),
      replyLinks: [],
      replyProductWebskus: ['C45036'],
      notifyCustomer: true,
      replyToId: 7002,
      replySource: 'Expert',
      replyById: 3187,
    });
    expect(put('/api/comment-moderation/comments/501/approve')).toHaveLength(1);
    expect(status(7002)).toBe('approved');
  });

  it("a moderator's reply to an item in status 8 also approves that item", async () => {
    setRole('moderator');
    const { view, user } = await openForm({
      ...SPECIALIST_ON_REPLY,
      'data-is-moderator': '',
      'data-status': '8',
    });
    enter(view.getByLabelText('Reply'), 'Approved with an answer.');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/replies/7002/approve')).toHaveLength(1);
  });

  it('does not approve a parent comment when the item answered is the comment itself', async () => {
    const { view, user } = await openForm({
      ...SPECIALIST_ON_REPLY,
      'data-item-id': '502',
      'data-parent-id': '502',
      'data-is-comment': '',
    });
    enter(view.getByLabelText('Reply'), 'Yes, the bolts are included.');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(recordedRequests({ path: '/api/comment-moderation/replies' })[0]?.body).toMatchObject({
      isComment: true,
      replyToId: -1,
    });
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
    expect(state.content.comments.find((comment) => comment.commentId === 502)?.status).toBe('approved');
  });

  it('says the reply went in but the parent comment was not approved', async () => {
    injectFault({ method: 'PUT', path: '/api/comment-moderation/comments/501/approve', status: 500 });
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    enter(view.getByLabelText('Reply'), 'An answer.');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Reply submitted, but failed to approve parent comment. Reload page and try approving parent comment.',
    );
    expect(pageNavigation.reload).not.toHaveBeenCalled();
  });

  it("says 'Failed to submit reply. Try again.' when the reply is not added", async () => {
    injectFault({ path: '/api/comment-moderation/replies', status: 503 });
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    enter(view.getByLabelText('Reply'), 'An answer.');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to submit reply. Try again.');
    expect(view.getByLabelText('Reply')).toHaveValue('An answer.');
  });

  it('submits for review without publishing or approving anything', async () => {
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    enter(view.getByLabelText('Reply'), 'Please check my answer.');
    await user.click(view.getByRole('button', { name: 'Submit for Review' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(recordedRequests({ path: '/api/comment-moderation/replies-for-review' })[0]?.body).toMatchObject({
      replySource: 'Expert',
      replyText: 'Please check my answer.',
    });
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
    expect(state.content.replies.at(-1)).toMatchObject({ status: 'pending', forReview: true });
  });

  it('saves a draft, which the form loads next time', async () => {
    const { element, view, user } = await openForm(SPECIALIST_ON_REPLY);
    enter(view.getByLabelText('Reply'), 'Half an answer');
    enter(view.getByLabelText('Link URL'), 'faq-trailer-wiring.aspx');
    await user.click(view.getByRole('button', { name: 'Save Draft' }));
    expect(await view.findByText('Your draft has been successfully saved.')).toBeInTheDocument();
    expect(recordedRequests({ path: '/api/comment-moderation/reply-drafts' })[0]?.body).toEqual({
      commentReplyDraftId: 0,
      commentId: 501,
      employeeId: 3187,
      replyToReplyId: 7002,
      reply: 'Half an answer',
      replyEmail: 'marcus.tran@example.com',
      replyBy: 'Marcus T.',
      replyLinks: ['faq-trailer-wiring.aspx'],
      replyProductWebSkus: [],
    });
    element.remove();
    const again = await openForm(SPECIALIST_ON_REPLY);
    await waitFor(() => expect(again.view.getByLabelText('Reply')).toHaveValue('Half an answer'));
    expect(again.view.getByLabelText('Link URL')).toHaveValue('faq-trailer-wiring.aspx');
  });

  it('says so when the saved draft cannot be loaded, and keeps the form usable', async () => {
    injectFault({
      method: 'GET',
      path: '/api/comment-moderation/reply-drafts/*',
      status: 500,
      times: Infinity,
    });
    const { view } = await openForm(SPECIALIST_ON_REPLY);
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Your saved draft could not be loaded. Saving a draft now replaces it: reload the page to try loading it again.',
    );
    expect(view.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
  });

  it("says 'Failed to save draft. Please try again.' when the draft is not saved", async () => {
    injectFault({ path: '/api/comment-moderation/reply-drafts', status: 500 });
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    await user.click(view.getByRole('button', { name: 'Save Draft' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to save draft. Please try again.');
  });

  it('Hold saves a draft first, then holds the item', async () => {
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    enter(view.getByLabelText('Reply'), 'Need to check with the warehouse.');
    await user.click(view.getByRole('button', { name: 'Hold' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    const calls = recordedRequests().filter((entry) => entry.path.startsWith('/api/comment-moderation/'));
    expect(calls.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'GET /api/comment-moderation/reply-drafts/501/7002',
      'POST /api/comment-moderation/reply-drafts',
      'PUT /api/comment-moderation/replies/7002/hold',
    ]);
    expect(state.content.replyDrafts).toMatchObject([{ reply: 'Need to check with the warehouse.' }]);
    expect(status(7002)).toBe('held');
  });

  it('does not hold when the draft cannot be saved', async () => {
    injectFault({ path: '/api/comment-moderation/reply-drafts', status: 500 });
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    await user.click(view.getByRole('button', { name: 'Hold' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to save draft. Please try again.');
    expect(put('/api/comment-moderation/replies/7002/hold')).toHaveLength(0);
  });

  it.each([
    ['Approve', 'approve', 'Failed to approve. Please try again.', 'approved'],
    ['Deny', 'deny', 'Failed to deny. Please try again.', 'denied'],
    ['Hold', 'hold', 'Failed to hold. Please try again.', 'held'],
    ['Spam', 'spam', 'Failed to mark as spam. Please try again.', 'spam'],
    ['Forward to CS', 'forward-to-cs', 'Failed to forward to CS. Please try again.', 'forwarded'],
  ])('%s: PUT .../%s reloads the page, or says "%s"', async (button, action, failure, newStatus) => {
    const { view, user } = await openForm({ ...SPECIALIST_ON_REPLY, 'data-reply-to': '' });
    injectFault({ method: 'PUT', path: `/api/comment-moderation/replies/7002/${action}`, status: 500 });
    await user.click(view.getByRole('button', { name: button }));
    expect(await view.findByRole('alert')).toHaveTextContent(failure);
    expect(pageNavigation.reload).not.toHaveBeenCalled();
    await user.click(view.getByRole('button', { name: button }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalledTimes(1));
    expect(status(7002)).toBe(newStatus);
  });

  it("treats a 'false' answer as a failure", async () => {
    const { view, user } = await openForm({ ...SPECIALIST_ON_REPLY, 'data-item-id': '9999' });
    await user.click(view.getByRole('button', { name: 'Deny' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to deny. Please try again.');
  });

  it('forwards to CS with the specialist name and note', async () => {
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    enter(view.getByLabelText('Reply'), 'Customer needs a warranty replacement.');
    await user.click(view.getByRole('button', { name: 'Forward to CS' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/replies/7002/forward-to-cs')[0]?.body).toEqual({
      specialistName: 'Marcus T.',
      specialistComment: 'Customer needs a warranty replacement.',
    });
  });

  it('blocks a save on invalid links and lists them', async () => {
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    enter(view.getByLabelText('Reply'), 'See this.');
    enter(view.getByLabelText('Link URL'), 'question-9999.html');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent('The following links are invalid:');
    expect(alert).toHaveTextContent('question-9999.html');
    expect(recordedRequests({ path: '/api/comment-moderation/replies' })).toHaveLength(0);
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
  });
});

describe('turn into question', () => {
  beforeEach(() => setRole('specialist'));

  it('is offered for replies with CreateQuestionFromComment on, never for comments or with the toggle off', async () => {
    const onComment = await openForm({
      ...SPECIALIST_ON_REPLY,
      'data-is-comment': '',
      'data-item-id': '502',
    });
    await settle(100);
    expect(onComment.view.queryByRole('button', { name: 'Turn into Question' })).toBeNull();
    onComment.element.remove();
    setFeatureToggle('CreateQuestionFromComment', false);
    resetToggles();
    const toggledOff = await openForm(SPECIALIST_ON_REPLY);
    await settle(100);
    expect(toggledOff.view.queryByRole('button', { name: 'Turn into Question' })).toBeNull();
  });

  it('asks first; No changes nothing', async () => {
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    await user.click(await view.findByRole('button', { name: 'Turn into Question' }));
    const dialog = view.getByRole('dialog', { name: 'Turn into question' });
    expect(dialog).toHaveTextContent('Are you sure you want to turn this comment into its own question?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(view.queryByRole('dialog')).toBeNull();
    expect(recordedRequests({ path: '/api/questions' })).toHaveLength(0);
  });

  it('Yes creates the question, denies the reply and opens question-{id}.html in a new tab', async () => {
    const tab = { closed: false, location: { href: '' }, close: vi.fn() } as unknown as Window;
    const openTab = vi.spyOn(pageNavigation, 'openPendingTab').mockReturnValue(tab);
    const showInTab = vi.spyOn(pageNavigation, 'showInTab').mockReturnValue(true);
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    await user.click(await view.findByRole('button', { name: 'Turn into Question' }));
    await user.click(within(view.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(showInTab).toHaveBeenCalledWith(tab, `${location.origin}/question-4001.html`));
    expect(openTab).toHaveBeenCalledTimes(1);
    const text = SPECIALIST_ON_REPLY['data-reply-to'];
    expect(recordedRequests({ path: '/api/questions' })[0]?.body).toEqual({
      questionDate: expect.any(String),
      questionName: 'Jordan M.',
      questionEmail: 'jordan.miles@example.com',
      questionSubject: text.slice(0, 50),
      questionSource: 'Comment',
      partNo: 'C13130',
      question: text,
      status: 5,
      active: true,
      autoApproved: true,
      reviewedByEmployeeId: 3187,
      createdByEmployeeId: 3187,
    });
    expect(put('/api/comment-moderation/replies/7002/deny')).toHaveLength(1);
    expect(status(7002)).toBe('denied');
    expect(view.getByRole('link', { name: 'Open question-4001.html' })).toHaveAttribute(
      'href',
      `${location.origin}/question-4001.html`,
    );
  });

  it("says 'Failed to insert question' for an id of 0 or less, closes the pending tab and denies nothing", async () => {
    server.use(http.post('*/api/questions', () => HttpResponse.json(0)));
    const tab = { closed: false, location: { href: '' }, close: vi.fn() } as unknown as Window;
    vi.spyOn(pageNavigation, 'openPendingTab').mockReturnValue(tab);
    const close = vi.spyOn(pageNavigation, 'closeTab');
    const { view, user } = await openForm(SPECIALIST_ON_REPLY);
    await user.click(await view.findByRole('button', { name: 'Turn into Question' }));
    await user.click(within(view.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to insert question');
    expect(close).toHaveBeenCalledWith(tab);
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
  });
});
