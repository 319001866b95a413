import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_TIMEOUT_MS } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { commentReplyFormDefinition } from '../../../src/elements/community/comment-reply-form-element/comment-reply-form.element';
import { approvalsAfterReply } from '../../../src/elements/community/comment-reply-form-element/use-comment-reply-form';
import { commentSubmissionFormDefinition } from '../../../src/elements/community/comment-submission-form-element/comment-submission-form.element';
import { pageNavigation } from '../../../src/elements/community/shared/navigation';
import { resetCommentActionKeys } from '../../../src/elements/community/shared/retry-keys';
import { injectFault, recordedRequests, setRole } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';
import { server } from '../../msw-server';

/**
 * The specialist actions of the comment and reply forms (community §4 "Specialist comment or reply",
 * staff §4.2, §8): the Submit-posts-or-approves rule, the parent approval, re-sends after an uncertain
 * failure, and what stays typed after a failure.
 */
defineWidget(commentReplyFormDefinition);
defineWidget(commentSubmissionFormDefinition);

const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

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
};

async function openReplyForm(attributes: Record<string, string> = SPECIALIST_ON_REPLY) {
  const element = await mountElement('comment-reply-form-element', attributes);
  fireEvent.click(ui(element).getByRole('button', { name: 'Reply' }));
  await ui(element).findByLabelText('Reply');
  return { element, view: ui(element) };
}

/** The idempotency keys of the requests to `path` with `method`, in the order they were sent. */
function watchKeys(method: string, path: string): string[] {
  const keys: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      keys.push(request.headers.get('idempotency-key') ?? '');
  });
  return keys;
}

const replyPosts = () => recordedRequests({ method: 'POST', path: '/api/comment-moderation/replies' });
const comment = (id: number) => state.content.comments.find((item) => item.commentId === id);
const reply = (id: number) => state.content.replies.find((item) => item.replyId === id);
/** The thread's comment 501 waits for moderation too (the seed has it approved). */
function pendingParent() {
  const parent = comment(501);
  if (parent) parent.status = 'pending';
}

beforeEach(() => {
  setRole('specialist');
  resetCommentActionKeys();
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
  vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe("'Submit' posts the reply when the form is valid, changed and has text; otherwise it approves", () => {
  it('approves when the text is the unchanged reply-to text', async () => {
    const { view } = await openReplyForm();
    fireEvent.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(replyPosts()).toHaveLength(0);
    expect(reply(7002)?.status).toBe('approved');
  });

  it('approves when the text was changed to nothing but spaces', async () => {
    const { view } = await openReplyForm();
    enter(view.getByLabelText('Reply'), '   ');
    fireEvent.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(replyPosts()).toHaveLength(0);
    expect(recordedRequests({ method: 'PUT' }).map((entry) => entry.path)).toEqual([
      '/api/comment-moderation/replies/7002/approve',
    ]);
  });

  it('posts a changed, valid text and approves the parent comment of the reply answered', async () => {
    pendingParent();
    const { view } = await openReplyForm();
    enter(view.getByLabelText('Reply'), 'Yes: a 2 inch drop ball mount such as the Curt 45036.');
    fireEvent.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(replyPosts()).toHaveLength(1);
    expect(comment(501)?.status).toBe('approved');
    expect(reply(7002)?.status).toBe('approved');
    expect(state.content.replies.at(-1)).toMatchObject({ source: 'Expert', status: 'approved' });
  });

  it('shows the errors of a changed text that is not valid, and neither posts nor approves (the text stays)', async () => {
    const { view } = await openReplyForm();
    const tooLong = 'x'.repeat(7501);
    enter(view.getByLabelText('Reply'), tooLong);
    fireEvent.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByText('* reply text must be shorter than 7500 characters')).toBeInTheDocument();
    expect(replyPosts()).toHaveLength(0);
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
    expect(view.getByLabelText('Reply')).toHaveValue(tooLong);
    expect(pageNavigation.reload).not.toHaveBeenCalled();
  });
});

describe('approving the parent after the reply is added', () => {
  it("says 'Reply submitted, but failed to approve parent comment. …', then only approves on the next Submit", async () => {
    pendingParent();
    injectFault({ method: 'PUT', path: '/api/comment-moderation/comments/501/approve', status: 500 });
    const { view } = await openReplyForm();
    enter(view.getByLabelText('Reply'), 'An answer.');
    fireEvent.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Reply submitted, but failed to approve parent comment. Reload page and try approving parent comment.',
    );
    expect(comment(501)?.status).toBe('pending');
    // The reply is in: no second post, and no 'Submit for Review' that would post it again.
    expect(view.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Try approving again' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(replyPosts()).toHaveLength(1);
    expect(
      recordedRequests({ method: 'PUT', path: '/api/comment-moderation/comments/501/approve' }),
    ).toHaveLength(2);
    expect(comment(501)?.status).toBe('approved');
  });

  it("says 'Failed to submit reply. Try again.' when the reply is not added, and approves nothing", async () => {
    injectFault({
      method: 'POST',
      path: '/api/comment-moderation/replies',
      body: { success: false, replyAdded: false },
    });
    const { view } = await openReplyForm();
    enter(view.getByLabelText('Reply'), 'An answer.');
    fireEvent.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to submit reply. Try again.');
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
    expect(view.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(view.getByLabelText('Reply')).toHaveValue('An answer.');
  });

  it("says 'Failed to submit reply. Try again.' when submitting for review fails", async () => {
    injectFault({ method: 'POST', path: '/api/comment-moderation/replies-for-review', status: 500 });
    const { view } = await openReplyForm();
    enter(view.getByLabelText('Reply'), 'Please check my answer.');
    fireEvent.click(view.getByRole('button', { name: 'Submit for Review' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to submit reply. Try again.');
    expect(view.getByLabelText('Reply')).toHaveValue('Please check my answer.');
  });

  it('lists the approvals after a reply: the item the shop did not approve, the parent, a status-8 item', () => {
    const base = { kind: 'reply' as const, itemId: 7002, commentId: 501, isComment: false };
    expect(
      approvalsAfterReply({ ...base, shopApprovedAnswered: true, isModerator: false, status: 0 }),
    ).toEqual([
      {
        kind: 'comment',
        id: 501,
        failure:
          'Reply submitted, but failed to approve parent comment. Reload page and try approving parent comment.',
      },
    ]);
    expect(
      approvalsAfterReply({ ...base, shopApprovedAnswered: false, isModerator: true, status: 8 }).map(
        (approval) => `${approval.kind} ${approval.id}`,
      ),
    ).toEqual(['reply 7002', 'comment 501']);
    expect(
      approvalsAfterReply({ ...base, shopApprovedAnswered: true, isModerator: true, status: 8 }).map(
        (approval) => approval.failure,
      ),
    ).toContain('Failed to approve. Please try again.');
    expect(
      approvalsAfterReply({
        kind: 'comment',
        itemId: 502,
        commentId: 502,
        isComment: true,
        shopApprovedAnswered: true,
        isModerator: false,
        status: 0,
      }),
    ).toEqual([]);
  });
});

describe('every action while it runs, and after it fails', () => {
  it('keeps every action button disabled while one runs, and sends it once for a double click', async () => {
    injectFault({ method: 'PUT', path: '/api/comment-moderation/replies/7002/deny', latencyMs: 300 });
    const { view } = await openReplyForm();
    const deny = view.getByRole('button', { name: 'Deny' });
    fireEvent.click(deny);
    fireEvent.click(deny);
    fireEvent.click(view.getByRole('button', { name: 'Approve' }));
    for (const name of [
      'Submit',
      'Submit for Review',
      'Save Draft',
      'Approve',
      'Hold',
      'Forward to CS',
      'Spam',
    ]) {
      expect(view.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(view.getByText('Denying')).toBeInTheDocument();
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalledTimes(1));
    expect(recordedRequests({ method: 'PUT' }).map((entry) => entry.path)).toEqual([
      '/api/comment-moderation/replies/7002/deny',
    ]);
  });

  it("keeps the note typed when forwarding to CS fails ('Failed to forward to CS. Please try again.')", async () => {
    injectFault({
      method: 'PUT',
      path: '/api/comment-moderation/replies/7002/forward-to-cs',
      networkError: true,
    });
    const { view } = await openReplyForm();
    enter(view.getByLabelText('Reply'), 'Customer needs a warranty replacement.');
    fireEvent.click(view.getByRole('button', { name: 'Forward to CS' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to forward to CS. Please try again.');
    expect(view.getByLabelText('Reply')).toHaveValue('Customer needs a warranty replacement.');
    expect(reply(7002)?.forwardedToCs).toBeNull();
  });

  it("Hold saves a draft and holds; 'Failed to hold. Please try again.' keeps the text and the draft", async () => {
    injectFault({ method: 'PUT', path: '/api/comment-moderation/replies/7002/hold', status: 500 });
    const { view } = await openReplyForm();
    enter(view.getByLabelText('Reply'), 'Need to check with the warehouse.');
    fireEvent.click(view.getByRole('button', { name: 'Hold' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to hold. Please try again.');
    expect(view.getByLabelText('Reply')).toHaveValue('Need to check with the warehouse.');
    expect(state.content.replyDrafts).toMatchObject([{ reply: 'Need to check with the warehouse.' }]);
    expect(reply(7002)?.status).toBe('pending');
  });
});

describe('a re-sent action after an uncertain failure', () => {
  it('reuses the idempotency key of a timed-out reply, so the shop stores it once', async () => {
    const keys = watchKeys('POST', '/api/comment-moderation/replies');
    // The shop takes the reply 5 s after the form has given up on it.
    injectFault({
      method: 'POST',
      path: '/api/comment-moderation/replies',
      latencyMs: REQUEST_TIMEOUT_MS + 5_000,
    });
    const { view } = await openReplyForm();
    const repliesBefore = state.content.replies.length;
    enter(view.getByLabelText('Reply'), 'An answer that took long.');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(view.getByRole('button', { name: 'Submit' }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 10);
    await vi.waitFor(() =>
      expect(view.getByRole('alert')).toHaveTextContent('Failed to submit reply. Try again.'),
    );
    expect(view.getByLabelText('Reply')).toHaveValue('An answer that took long.');
    fireEvent.click(view.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    await vi.advanceTimersByTimeAsync(6_000);
    await vi.waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(state.content.replies.length - repliesBefore).toBe(1);
  });

  it('uses a new key once the shop has answered (a new intent)', async () => {
    const keys = watchKeys('PUT', '/api/comment-moderation/replies/7002/approve');
    injectFault({ method: 'PUT', path: '/api/comment-moderation/replies/7002/approve', body: false });
    const { view } = await openReplyForm();
    fireEvent.click(view.getByRole('button', { name: 'Approve' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to approve. Please try again.');
    fireEvent.click(view.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("re-sends a specialist's new comment after a server error under the same key: one comment", async () => {
    const keys = watchKeys('POST', '/api/comment-moderation/comments');
    injectFault({ method: 'POST', path: '/api/comment-moderation/comments', status: 503 });
    const element = await mountElement('comment-submission-form-element', {
      'data-parent-id': 'trailer-wiring',
      'data-content-type': 'Faq',
      'data-is-specialist': '',
      'data-employee-id': '3187',
      'data-friendly-name': 'Marcus T.',
      'data-email-address': 'marcus.tran@example.com',
    });
    const view = ui(element);
    const user = userEvent.setup();
    enter(view.getByLabelText('Comment'), 'Expert tip: check the ground wire.');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to submit reply. Try again.');
    expect(view.getByLabelText('Comment')).toHaveValue('Expert tip: check the ground wire.');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalled());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(state.content.comments.filter((item) => item.commentText.startsWith('Expert tip'))).toHaveLength(
      1,
    );
  });

  it("re-sends a draft after a server error under the same key; 'Your draft has been successfully saved.'", async () => {
    const keys = watchKeys('POST', '/api/comment-moderation/reply-drafts');
    injectFault({ method: 'POST', path: '/api/comment-moderation/reply-drafts', status: 502, times: 3 });
    const { view } = await openReplyForm();
    enter(view.getByLabelText('Reply'), 'Half an answer');
    fireEvent.click(view.getByRole('button', { name: 'Save Draft' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to save draft. Please try again.');
    fireEvent.click(view.getByRole('button', { name: 'Save Draft' }));
    expect(await view.findByText('Your draft has been successfully saved.')).toBeInTheDocument();
    expect(new Set(keys).size).toBe(1);
    expect(state.content.replyDrafts).toHaveLength(1);
  });
});
