import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineWidget } from '../../../src/core/define-widget';
import { FEEDBACK_LABELS } from '../../../src/elements/community/shared/feedback/feedback-panel';
import { pageNavigation } from '../../../src/elements/community/shared/navigation';
import { customCommentEditFormDefinition } from '../../../src/elements/staff/custom-comment-edit-form/custom-comment-edit-form.element';
import { injectFault, recordedRequests, setFeatureToggle, setRole } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';

defineWidget(customCommentEditFormDefinition);

const TAG = 'custom-comment-edit-form';
const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Marcus T.'s comment 541 (queue item type AssignedComment), as the moderation demo page renders it. */
const COMMENT_541 = {
  'data-id': '541',
  'data-is-comment': '',
  'data-status': '3',
  'data-text':
    'For a 2018 F-150 with the factory 7-pin, the 90195 plugs straight into the factory connector. No splicing needed.',
  'data-links': '["faq-trailer-wiring.aspx"]',
  'data-webskus': '["90195"]',
  'data-queue-item-type': '2',
  'data-employee-id': '3187',
  'data-employee-friendly-name': 'Marcus T.',
};
const AS_OWNER = { ...COMMENT_541, 'data-is-comment-owner': '' };
const AS_MODERATOR = { ...COMMENT_541, 'data-is-moderator': '', 'data-moderator-id': '1420' };

/** Priya K.'s own reply 7101 (CommentForReview) with Lena R.'s feedback asking for a response. */
const REPLY_7101 = {
  'data-id': '7101',
  'data-status': '3',
  'data-text': 'If your truck lacks the factory 4-pole, add the 4-pole adapter as well.',
  'data-webskus': '["118044"]',
  'data-queue-item-type': '3',
  'data-employee-id': '1420',
  'data-employee-friendly-name': 'Priya K.',
};
/** Owen P.'s reply 7102 (SpecialistReview); Owen is no longer active. */
const REPLY_7102 = {
  'data-id': '7102',
  'data-status': '3',
  'data-text': 'The harness also fits the 2017 model year.',
  'data-queue-item-type': '7',
  'data-employee-id': '2764',
  'data-employee-friendly-name': 'Owen P.',
  'data-is-moderator': '',
  'data-moderator-id': '1420',
};
const FLAGGED_542 = {
  'data-id': '542',
  'data-is-comment': '',
  'data-text': 'This harness is junk, buy it somewhere else!!! Call me at 555-0100 for a better deal.',
  'data-queue-item-type': '6',
  'data-is-flagged': '',
};
const FAILED_7103 = {
  'data-id': '7103',
  'data-text': 'Thank you, that is what I needed! Ordered it today.',
  'data-queue-item-type': '10',
};

/** The focused element inside the widget's shadow root. */
const focused = (element: HTMLElement) => element.shadowRoot?.activeElement;
const comment = (id: number) => state.content.comments.find((item) => item.commentId === id);
const reply = (id: number) => state.content.replies.find((item) => item.replyId === id);
/** Puts a feedback of a moderator on comment 541 into the fake shop. */
function seedCommentFeedback(id: number, fields: { feedback: string; requeue: boolean; response?: string }) {
  state.moderation.commentFeedback.push({
    onlineContentReplyFeedbackID: id,
    commentID: 541,
    moderatorEmployeeID: 1420,
    feedbackAuthor: 'Priya K.',
    specialistEmployeeID: 3187,
    specialistIsActive: true,
    resolved: false,
    ...fields,
    response: fields.response ?? null,
  });
}
const put = (path: string) => recordedRequests({ method: 'PUT', path });

async function openForm(attributes: Record<string, string>) {
  const element = await mountElement(TAG, attributes);
  const view = ui(element);
  const user = userEvent.setup();
  await user.click(await view.findByRole('button', { name: 'Edit' }));
  return { element, view, user };
}

/** A button of the edit form's own group (the feedback section has a Hold of its own). */
const formButton = (view: ReturnType<typeof ui>, name: string) =>
  within(view.getByRole('group', { name: /^Moderate this/ })).getByRole('button', { name });

const buttonsOf = (view: ReturnType<typeof ui>, groupName: string | RegExp) =>
  within(view.getByRole('group', { name: groupName }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setRole('specialist');
});

describe('<custom-comment-edit-form>: the item and the form (staff §2.2)', () => {
  it('shows the text, links and part numbers with Edit; Edit opens the form filled with them', async () => {
    const element = await mountElement(TAG, AS_OWNER);
    const view = ui(element);
    expect(view.getByText(COMMENT_541['data-text'])).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'faq-trailer-wiring.aspx' })).toHaveAttribute(
      'href',
      `${location.origin}/faq-trailer-wiring.aspx`,
    );
    expect(within(view.getByRole('list', { name: 'Part numbers of this comment' })).getByText('90195'));
    await userEvent.click(view.getByRole('button', { name: 'Edit' }));
    expect(view.getByRole('form', { name: 'Edit this comment' })).toBeInTheDocument();
    expect(view.getByLabelText('Reply text')).toHaveValue(COMMENT_541['data-text']);
    expect(view.getByText(`${COMMENT_541['data-text'].length} of 7500 characters`)).toBeInTheDocument();
    expect(view.getByLabelText('Part Number')).toHaveValue('90195');
    expect(view.getByLabelText('Link URL')).toHaveValue('faq-trailer-wiring.aspx');
    expect(view.getByRole('button', { name: 'Supported link types' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Add More Parts/Links' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: /^Remove/ })).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('[part="root"]')).toHaveAttribute('data-state', 'edit');
  });

  it('the info bubble sits on the first link row only and names the supported link types', async () => {
    const { view, user } = await openForm(AS_OWNER);
    await user.click(view.getByRole('button', { name: 'Add More Parts/Links' }));
    expect(view.getAllByRole('button', { name: 'Supported link types' })).toHaveLength(1);
    expect(
      view.getByText(
        'Supported link types: Department, Fitguide Results, FAQ, Video, Best, Popular, Question.',
        { ignore: false },
      ),
    ).toBeTruthy();
  });

  it('Close hides the form and shows the original text, links and Edit again (edits dropped)', async () => {
    const { element, view, user } = await openForm(AS_OWNER);
    enter(view.getByLabelText('Reply text'), 'Something else');
    await user.click(view.getByRole('button', { name: 'Close' }));
    expect(view.queryByRole('form')).toBeNull();
    expect(view.getByText(COMMENT_541['data-text'])).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'faq-trailer-wiring.aspx' })).toBeInTheDocument();
    await waitFor(() => expect(focused(element)).toBe(view.getByRole('button', { name: 'Edit' })));
    await user.click(view.getByRole('button', { name: 'Edit' }));
    expect(view.getByLabelText('Reply text')).toHaveValue(COMMENT_541['data-text']);
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
  });

  it.each([
    ['a normal item', AS_OWNER, ['Save', 'Deny', 'Hold', 'Close']],
    [
      'a flagged item, for a moderator',
      { ...FLAGGED_542, 'data-is-moderator': '' },
      ['Approve', 'Deny', 'Hold', 'Close'],
    ],
    ['a flagged item, for a specialist (moderators only)', FLAGGED_542, ['Save', 'Deny', 'Hold', 'Close']],
    ['an auto-approve-failed item', FAILED_7103, ['Approve', 'Deny', 'Hold', 'Close']],
  ])('buttons of %s', async (_, attributes, buttons) => {
    const { view } = await openForm(attributes);
    expect(buttonsOf(view, /^Moderate this/)).toEqual(buttons);
  });
});

describe('<custom-comment-edit-form>: save (staff §4.1, §5)', () => {
  it('saves only a valid form: the text is required and at most 7500 characters', async () => {
    const { element, view, user } = await openForm(AS_OWNER);
    enter(view.getByLabelText('Reply text'), '   ');
    await user.click(view.getByRole('button', { name: 'Save' }));
    expect(await view.findByText('* reply text is required')).toBeInTheDocument();
    enter(view.getByLabelText('Reply text'), 'x'.repeat(7501));
    await user.click(view.getByRole('button', { name: 'Save' }));
    expect(await view.findByText('* reply text must be shorter than 7500 characters')).toBeInTheDocument();
    expect(view.getByLabelText('Reply text')).toHaveAccessibleDescription(
      expect.stringContaining('* reply text must be shorter than 7500 characters'),
    );
    await waitFor(() => expect(focused(element)).toBe(view.getByLabelText('Reply text')));
    expect(put('/api/comment-moderation/comments/541')).toHaveLength(0);
  });

  it('sends the reply update request (links lower-cased, relative, blanks dropped) and sets edit-success', async () => {
    const { element, view, user } = await openForm(AS_OWNER);
    enter(view.getByLabelText('Reply text'), 'Plugs into the factory 7-pin; the 4-pole adapter is included.');
    enter(view.getByLabelText('Link URL'), `${location.origin}/TV-Curt-Hitch-Installation.aspx`);
    await user.click(view.getByRole('button', { name: 'Add More Parts/Links' }));
    enter(view.getByLabelText('Part Number 2'), 'C55FR');
    await user.click(view.getByRole('button', { name: 'Add More Parts/Links' }));
    await user.click(view.getByRole('button', { name: 'Save' }));
    expect(await view.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(put('/api/comment-moderation/comments/541')[0]?.body).toEqual({
      replyText: 'Plugs into the factory 7-pin; the 4-pole adapter is included.',
      replyProductWebSkus: ['90195', 'C55FR'],
      replyLinks: ['tv-curt-hitch-installation.aspx'],
    });
    expect(element.shadowRoot?.querySelector('[part="root"]')).toHaveAttribute('data-state', 'edit-success');
    expect(
      view.getByText('Plugs into the factory 7-pin; the 4-pole adapter is included.'),
    ).toBeInTheDocument();
    expect(comment(541)?.commentText).toBe('Plugs into the factory 7-pin; the 4-pole adapter is included.');
    expect(comment(541)?.productWebskus).toEqual(['90195', 'C55FR']);
    expect(put('/api/comment-moderation/comments/541/approve')).toHaveLength(0);
  });

  it("a moderator's save of an item in status 8 also approves it after the update", async () => {
    setRole('moderator');
    const { view, user } = await openForm({ ...AS_MODERATOR, 'data-status': '8' });
    enter(view.getByLabelText('Reply text'), 'Edited by the moderator.');
    await user.click(view.getByRole('button', { name: 'Save' }));
    expect(await view.findByText('Your changes have been saved.')).toBeInTheDocument();
    const puts = recordedRequests({ method: 'PUT' }).map((entry) => entry.path);
    expect(puts).toEqual([
      '/api/comment-moderation/comments/541',
      '/api/comment-moderation/comments/541/approve',
    ]);
    expect(comment(541)?.status).toBe('approved');
  });

  it('with ValidateHelpfulLinks, invalid links block the save and are listed', async () => {
    setFeatureToggle('ValidateHelpfulLinks', true);
    const { view, user } = await openForm(AS_OWNER);
    enter(view.getByLabelText('Link URL'), '/no-such-page.aspx');
    await user.click(view.getByRole('button', { name: 'Save' }));
    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent('The following links are invalid:');
    expect(within(alert).getByText('no-such-page.aspx')).toBeInTheDocument();
    expect(put('/api/comment-moderation/comments/541')).toHaveLength(0);
  });
});

describe('<custom-comment-edit-form>: deny, hold and approve (staff §4.1)', () => {
  it('Deny denies the item and reloads the page', async () => {
    const { view, user } = await openForm(AS_OWNER);
    await user.click(view.getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/comments/541/deny')).toHaveLength(1);
    expect(comment(541)?.status).toBe('denied');
  });

  it('a specialist (not a moderator) holds as specialist', async () => {
    const { view, user } = await openForm(COMMENT_541);
    await user.click(formButton(view, 'Hold'));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/comments/specialist/541/holdcomment')).toHaveLength(1);
    expect(put('/api/comment-moderation/comments/moderator/541/holdcomment')).toHaveLength(0);
    expect(state.moderation.holds).toEqual([
      { kind: 'comment', itemId: 541, employeeId: 3187, as: 'specialist' },
    ]);
  });

  it('a moderator who owns the item holds as specialist', async () => {
    setRole('moderator');
    const { view, user } = await openForm({ ...AS_MODERATOR, 'data-is-comment-owner': '' });
    await user.click(formButton(view, 'Hold'));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/comments/specialist/541/holdcomment')).toHaveLength(1);
  });

  it('a moderator (not the owner) holds as moderator, with the reply update request', async () => {
    setRole('moderator');
    const { view, user } = await openForm(AS_MODERATOR);
    enter(view.getByLabelText('Reply text'), 'Held with a correction.');
    await user.click(formButton(view, 'Hold'));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/comments/moderator/541/holdcomment')[0]?.body).toEqual({
      replyText: 'Held with a correction.',
      replyProductWebSkus: ['90195'],
      replyLinks: ['faq-trailer-wiring.aspx'],
    });
    expect(comment(541)).toMatchObject({ status: 'held', commentText: 'Held with a correction.' });
  });

  it('a moderator approves a flagged item and dismisses its flags; Deny removes the flagged submission', async () => {
    setRole('moderator');
    const flagged = { ...FLAGGED_542, 'data-is-moderator': '' };
    const first = await openForm(flagged);
    await first.user.click(first.view.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/comments/542/approve-flagged')).toHaveLength(1);
    expect(
      recordedRequests({ method: 'DELETE', path: '/api/comment-moderation/comment-flag/542' }),
    ).toHaveLength(1);
    expect(state.moderation.flags.comment).toEqual([]);

    document.body.innerHTML = '';
    const second = await openForm(flagged);
    await second.user.click(second.view.getByRole('button', { name: 'Deny' }));
    await waitFor(() =>
      expect(
        recordedRequests({ method: 'DELETE', path: '/api/comment-moderation/flagged-comment/542' }),
      ).toHaveLength(1),
    );
    expect(comment(542)?.status).toBe('denied');
    expect(state.moderation.flaggedSubmissions.comment).toEqual([]);
  });

  it('a flagged reply: Approve uses approve-flagged and DELETE /reply-flag; Deny uses DELETE /flagged-reply', async () => {
    setRole('moderator');
    state.moderation.flags.reply.push(7103);
    state.moderation.flaggedSubmissions.reply.push(7103);
    const flaggedReply = {
      ...FAILED_7103,
      'data-queue-item-type': '6',
      'data-is-flagged': '',
      'data-is-moderator': '',
    };
    const first = await openForm(flaggedReply);
    expect(buttonsOf(first.view, /^Moderate this/)).toEqual(['Approve', 'Deny', 'Hold', 'Close']);
    await first.user.click(first.view.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/replies/7103/approve-flagged')).toHaveLength(1);
    expect(
      recordedRequests({ method: 'DELETE', path: '/api/comment-moderation/reply-flag/7103' }),
    ).toHaveLength(1);
    expect(state.moderation.flags.reply).toEqual([]);

    document.body.innerHTML = '';
    const second = await openForm(flaggedReply);
    await second.user.click(second.view.getByRole('button', { name: 'Deny' }));
    await waitFor(() =>
      expect(
        recordedRequests({ method: 'DELETE', path: '/api/comment-moderation/flagged-reply/7103' }),
      ).toHaveLength(1),
    );
    expect(reply(7103)?.status).toBe('denied');
    expect(state.moderation.flaggedSubmissions.reply).toEqual([]);
  });

  it('Approve of an auto-approve-failed reply uses approve-failed-auto-approve; Hold is the plain hold', async () => {
    const first = await openForm(FAILED_7103);
    await first.user.click(first.view.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(put('/api/comment-moderation/replies/7103/approve-failed-auto-approve')).toHaveLength(1);
    expect(reply(7103)?.status).toBe('approved');
    document.body.innerHTML = '';
    const second = await openForm(FAILED_7103);
    await second.user.click(formButton(second.view, 'Hold'));
    await waitFor(() => expect(put('/api/comment-moderation/replies/7103/hold')).toHaveLength(1));
  });

  it('a second click while a request is in flight sends nothing more', async () => {
    injectFault({ method: 'PUT', path: '/api/comment-moderation/comments/541/deny', latencyMs: 300 });
    const { view, user } = await openForm(AS_OWNER);
    await user.click(view.getByRole('button', { name: 'Deny' }));
    expect(view.getByRole('button', { name: 'Deny' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(view.getByRole('button', { name: 'Deny' }));
    await user.click(formButton(view, 'Hold'));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalled());
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(1);
  });
});

describe('<custom-comment-edit-form>: every edit-form message of staff §8', () => {
  type Case = [
    string,
    Record<string, string>,
    string,
    string,
    (view: ReturnType<typeof ui>) => Promise<void>,
  ];
  const click = (name: string) => async (view: ReturnType<typeof ui>) => {
    await userEvent.click(formButton(view, name));
  };
  const edited = (name: string) => async (view: ReturnType<typeof ui>) => {
    enter(view.getByLabelText('Reply text'), 'A corrected text that must not be lost.');
    await userEvent.click(formButton(view, name));
  };
  const ownerReply = { ...REPLY_7101, 'data-is-comment-owner': '' };
  const cases: Case[] = [
    ['Failed to save comment.', AS_OWNER, 'PUT', '/api/comment-moderation/comments/541', edited('Save')],
    ['Failed to save reply', ownerReply, 'PUT', '/api/comment-moderation/replies/7101', edited('Save')],
    [
      'Failed to approve comment.',
      FLAGGED_542,
      'PUT',
      '/api/comment-moderation/comments/542/approve-flagged',
      click('Approve'),
    ],
    [
      'Failed to approve reply.',
      FAILED_7103,
      'PUT',
      '/api/comment-moderation/replies/7103/approve-failed-auto-approve',
      click('Approve'),
    ],
    ['Failed to deny comment.', AS_OWNER, 'PUT', '/api/comment-moderation/comments/541/deny', click('Deny')],
    ['Failed to deny reply.', ownerReply, 'PUT', '/api/comment-moderation/replies/7101/deny', click('Deny')],
    [
      'Failed to hold comment.',
      AS_OWNER,
      'PUT',
      '/api/comment-moderation/comments/specialist/541/holdcomment',
      click('Hold'),
    ],
    [
      'Failed to hold reply.',
      ownerReply,
      'PUT',
      '/api/comment-moderation/replies/specialist/7101/holdreply',
      click('Hold'),
    ],
    ['Failed to update comment.', AS_OWNER, 'PUT', '/api/comment-moderation/comments/541', edited('Hold')],
    ['Failed to update reply.', ownerReply, 'PUT', '/api/comment-moderation/replies/7101', edited('Hold')],
  ];

  it.each(cases)(
    '%s (with its additional messages; the text typed stays)',
    async (text, attributes, method, path, act) => {
      setRole('moderator');
      const moderatorAttributes =
        attributes === FLAGGED_542 ? { ...attributes, 'data-is-moderator': '' } : attributes;
      injectFault({ method: method as 'PUT', path, status: 500 });
      const { view } = await openForm(moderatorAttributes);
      const typed = (view.getByLabelText('Reply text') as HTMLTextAreaElement).value;
      await act(view);
      const alert = await view.findByRole('alert');
      expect(alert.firstChild?.textContent).toBe(text);
      expect(within(alert).getByText('The shop answered with an error (HTTP 500).')).toBeInTheDocument();
      expect(within(alert).getByText('Nothing you typed has been lost.')).toBeInTheDocument();
      expect(pageNavigation.reload).not.toHaveBeenCalled();
      const after = (view.getByLabelText('Reply text') as HTMLTextAreaElement).value;
      expect(after === typed || after === 'A corrected text that must not be lost.').toBe(true);
    },
  );

  it('a false answer is a failure too', async () => {
    const { view, user } = await openForm({ ...AS_OWNER, 'data-id': '9999' });
    await user.click(view.getByRole('button', { name: 'Deny' }));
    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to deny comment.');
    expect(alert).toHaveTextContent('The shop did not accept the change.');
  });
});

/** The feedback section (not a landmark: a page shows many): found by its heading. */
const feedbackSection = async (view: ReturnType<typeof ui>) =>
  within(
    (await view.findByRole('heading', { name: FEEDBACK_LABELS.heading })).closest(
      '[part="feedback"]',
    ) as HTMLElement,
  );

describe('<custom-comment-edit-form>: feedback workflow (staff §4.4)', () => {
  it.each([0, 4, 5, 6, 10])('does not load feedback for queue item type %i', async (queueItemType) => {
    await mountElement(TAG, { ...AS_MODERATOR, 'data-queue-item-type': String(queueItemType) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recordedRequests({ path: '/api/comment-moderation/comment-feedback/*' })).toHaveLength(0);
  });

  it.each([2, 3, 7])('loads feedback for queue item type %i', async (queueItemType) => {
    setRole('moderator');
    const element = await mountElement(TAG, {
      ...AS_MODERATOR,
      'data-queue-item-type': String(queueItemType),
    });
    await feedbackSection(ui(element));
    expect(
      recordedRequests({ method: 'GET', path: '/api/comment-moderation/comment-feedback/541' }),
    ).toHaveLength(1);
  });

  it('a failed feedback load shows nothing and is logged', async () => {
    setRole('moderator');
    injectFault({ method: 'GET', path: '/api/comment-moderation/comment-feedback/541', status: 500 });
    const element = await mountElement(TAG, AS_MODERATOR);
    await waitFor(() =>
      expect(recordedRequests({ method: 'POST', path: '/api/logger/warning' })).toHaveLength(1),
    );
    expect(ui(element).queryByRole('heading', { name: FEEDBACK_LABELS.heading })).toBeNull();
    expect(ui(element).queryByText(FEEDBACK_LABELS.loading)).toBeNull();
  });

  it('moderator: feedback is required; Send Feedback & Follow Up adds it with requeue', async () => {
    setRole('moderator');
    const element = await mountElement(TAG, AS_MODERATOR);
    const section = await feedbackSection(ui(element));
    expect(buttonsOf(ui(element), 'Feedback actions')).toEqual([
      'Approve',
      'Send Feedback',
      'Send Feedback & Follow Up',
      'Hold',
    ]);
    await userEvent.click(section.getByRole('button', { name: 'Send Feedback' }));
    expect(await section.findByText('Must enter feedback')).toBeInTheDocument();
    expect(
      recordedRequests({ method: 'POST', path: '/api/comment-moderation/comment-feedback' }),
    ).toHaveLength(0);
    enter(section.getByLabelText('Feedback'), 'Link the install video too, please.');
    await userEvent.click(section.getByRole('button', { name: 'Send Feedback & Follow Up' }));
    expect(await section.findByText('Comment Feedback Added')).toBeInTheDocument();
    expect(
      recordedRequests({ method: 'POST', path: '/api/comment-moderation/comment-feedback' })[0]?.body,
    ).toMatchObject({
      onlineContentReplyFeedbackID: 0,
      commentID: 541,
      feedback: 'Link the install video too, please.',
      requeue: true,
      moderatorEmployeeID: 1420,
      feedbackAuthor: 'Priya K.',
      specialistEmployeeID: 3187,
    });
    expect(await section.findByText('Link the install video too, please.')).toBeInTheDocument();
    expect(state.moderation.commentFeedback).toHaveLength(1);
  });

  it('specialist: the feedback shows; a response is required; Save Response sends it', async () => {
    seedCommentFeedback(300, { feedback: 'Please add the 4-pole adapter.', requeue: true });
    const element = await mountElement(TAG, AS_OWNER);
    const section = await feedbackSection(ui(element));
    expect(section.getByText('Please add the 4-pole adapter.')).toBeInTheDocument();
    expect(section.getByText('Feedback from Priya K.')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Save Response' }));
    expect(await section.findByText('Must enter a response')).toBeInTheDocument();
    enter(section.getByLabelText('Response'), 'Added the adapter, 118044.');
    await userEvent.click(section.getByRole('button', { name: 'Save Response' }));
    expect(await section.findByText('Comment Feedback Response Sent')).toBeInTheDocument();
    expect(put('/api/comment-moderation/comment-feedback/300/resolve')[0]?.body).toMatchObject({
      response: 'Added the adapter, 118044.',
      requeue: true,
    });
    expect(state.moderation.commentFeedback[0]).toMatchObject({
      response: 'Added the adapter, 118044.',
      resolved: false,
    });
  });

  it('moderator after the response: sees it, no follow-up; Approve resolves without requeue, saves and approves', async () => {
    setRole('moderator');
    seedCommentFeedback(301, {
      feedback: 'Please add the 4-pole adapter.',
      requeue: true,
      response: 'Added it.',
    });
    const element = await mountElement(TAG, AS_MODERATOR);
    const section = await feedbackSection(ui(element));
    expect(section.getByText('Added it.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Send Feedback & Follow Up' })).toBeNull();
    await userEvent.click(ui(element).getByRole('button', { name: 'Edit' }));
    enter(ui(element).getByLabelText('Reply text'), 'Final text.');
    await userEvent.click(section.getByRole('button', { name: 'Approve' }));
    expect(await section.findByText('Comment Feedback Approved')).toBeInTheDocument();
    expect(recordedRequests({ method: 'PUT' }).map((entry) => entry.path)).toEqual([
      '/api/comment-moderation/comment-feedback/301/resolve',
      '/api/comment-moderation/comments/541',
      '/api/comment-moderation/comments/541/approve',
    ]);
    expect(put('/api/comment-moderation/comment-feedback/301/resolve')[0]?.body).toMatchObject({
      requeue: false,
    });
    expect(comment(541)).toMatchObject({ status: 'approved', commentText: 'Final text.' });
    expect(section.queryByRole('button')).toBeNull();
  });

  it('specialist without follow-up: the feedback is simply resolved', async () => {
    seedCommentFeedback(302, { feedback: 'Nice answer; next time add a link.', requeue: false });
    const element = await mountElement(TAG, AS_OWNER);
    const section = await feedbackSection(ui(element));
    expect(section.queryByLabelText('Response')).toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'Resolve Feedback' }));
    expect(await section.findByText('Comment Feedback Resolved')).toBeInTheDocument();
    expect(state.moderation.commentFeedback[0]?.resolved).toBe(true);
  });

  it('moderator Hold holds as moderator: Comment Feedback Held', async () => {
    setRole('moderator');
    const element = await mountElement(TAG, AS_MODERATOR);
    const section = await feedbackSection(ui(element));
    await userEvent.click(section.getByRole('button', { name: 'Hold' }));
    expect(await section.findByText('Comment Feedback Held')).toBeInTheDocument();
    expect(put('/api/comment-moderation/comments/moderator/541/holdcomment')).toHaveLength(1);
  });

  it("an inactive specialist: 'This specialist is no longer active.' and no follow-up", async () => {
    setRole('moderator');
    const element = await mountElement(TAG, REPLY_7102);
    const section = await feedbackSection(ui(element));
    expect(section.getByText('This specialist is no longer active.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Send Feedback & Follow Up' })).toBeNull();
    expect(recordedRequests({ method: 'GET', path: '/api/comment-moderation/user-info/2764' })).toHaveLength(
      1,
    );
  });

  it('a specialist whose activity cannot be looked up is not called inactive, and no follow-up is offered', async () => {
    setRole('moderator');
    injectFault({
      method: 'GET',
      path: '/api/comment-moderation/user-info/3187',
      status: 500,
      times: Infinity,
    });
    const element = await mountElement(TAG, AS_MODERATOR);
    const section = await feedbackSection(ui(element));
    expect(section.getByRole('button', { name: 'Send Feedback' })).toBeInTheDocument();
    expect(section.queryByText('This specialist is no longer active.')).toBeNull();
    expect(section.queryByRole('button', { name: 'Send Feedback & Follow Up' })).toBeNull();
  });

  it('a comment owner who is a moderator gets the specialist view (Lena R. asked Priya K. for a response)', async () => {
    setRole('moderator');
    const element = await mountElement(TAG, {
      ...REPLY_7101,
      'data-is-moderator': '',
      'data-moderator-id': '1420',
      'data-is-comment-owner': '',
    });
    const section = await feedbackSection(ui(element));
    expect(section.getByText('Feedback from Lena R.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Save Response' })).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Send Feedback' })).toBeNull();
  });

  it('a specialist sees no feedback section when no feedback was given', async () => {
    const element = await mountElement(TAG, AS_OWNER);
    await waitFor(() =>
      expect(
        recordedRequests({ method: 'GET', path: '/api/comment-moderation/comment-feedback/541' }),
      ).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ui(element).queryByRole('heading', { name: FEEDBACK_LABELS.heading })).toBeNull();
  });
});

/** Reply 7101 in Lena R.'s (moderator 1533) hands: not hers, so she gets the moderator view. */
const REPLY_7101_AS_MODERATOR = { ...REPLY_7101, 'data-is-moderator': '', 'data-moderator-id': '1533' };
const REPLY_7101_AS_OWNER = { ...REPLY_7101, 'data-is-comment-owner': '' };
const replyFeedback90 = () => state.moderation.replyFeedback.find((entry) => entry.replyID === 7101);

describe('<custom-comment-edit-form>: the reply confirmations of staff §4.4 (the same without the word Comment)', () => {
  it("moderator: Send Feedback adds it with no requeue: 'Feedback Added'", async () => {
    setRole('moderator');
    const replyFeedback = replyFeedback90();
    if (replyFeedback) replyFeedback.response = 'Added: 118044.';
    const element = await mountElement(TAG, REPLY_7101_AS_MODERATOR);
    const section = await feedbackSection(ui(element));
    enter(section.getByLabelText('Feedback'), 'Good; add the install video next time.');
    await userEvent.click(section.getByRole('button', { name: 'Send Feedback' }));
    expect(await section.findByText('Feedback Added')).toBeInTheDocument();
    expect(section.queryByText('Comment Feedback Added')).toBeNull();
    expect(
      recordedRequests({ method: 'POST', path: '/api/comment-moderation/reply-feedback' })[0]?.body,
    ).toMatchObject({ replyID: 7101, feedback: 'Good; add the install video next time.', requeue: false });
  });

  it("moderator: Approve resolves with no requeue, saves and approves: 'Feedback Approved'", async () => {
    setRole('moderator');
    const element = await mountElement(TAG, REPLY_7101_AS_MODERATOR);
    const section = await feedbackSection(ui(element));
    await userEvent.click(ui(element).getByRole('button', { name: 'Edit' }));
    enter(ui(element).getByLabelText('Reply text'), 'Add the 4-pole adapter 118044 as well.');
    await userEvent.click(section.getByRole('button', { name: 'Approve' }));
    expect(await section.findByText('Feedback Approved')).toBeInTheDocument();
    expect(put('/api/comment-moderation/reply-feedback/90/resolve')[0]?.body).toMatchObject({
      requeue: false,
    });
    expect(reply(7101)).toMatchObject({
      status: 'approved',
      replyText: 'Add the 4-pole adapter 118044 as well.',
    });
    expect(recordedRequests({ method: 'PUT' }).map((entry) => entry.path)).toEqual([
      '/api/comment-moderation/reply-feedback/90/resolve',
      '/api/comment-moderation/replies/7101',
      '/api/comment-moderation/replies/7101/approve',
    ]);
  });

  it("moderator: Hold holds as moderator: 'Feedback Held'", async () => {
    setRole('moderator');
    const element = await mountElement(TAG, REPLY_7101_AS_MODERATOR);
    const section = await feedbackSection(ui(element));
    await userEvent.click(section.getByRole('button', { name: 'Hold' }));
    expect(await section.findByText('Feedback Held')).toBeInTheDocument();
    expect(section.queryByText('Comment Feedback Held')).toBeNull();
    expect(put('/api/comment-moderation/replies/moderator/7101/holdreply')).toHaveLength(1);
  });

  it("specialist: Save Response: 'Feedback Response Sent'", async () => {
    const element = await mountElement(TAG, REPLY_7101_AS_OWNER);
    const section = await feedbackSection(ui(element));
    enter(section.getByLabelText('Response'), 'The adapter is 118044.');
    await userEvent.click(section.getByRole('button', { name: 'Save Response' }));
    expect(await section.findByText('Feedback Response Sent')).toBeInTheDocument();
    expect(replyFeedback90()).toMatchObject({ response: 'The adapter is 118044.' });
  });

  it("specialist without follow-up: Resolve Feedback: 'Feedback Resolved'", async () => {
    const replyFeedback = replyFeedback90();
    if (replyFeedback) replyFeedback.requeue = false;
    const element = await mountElement(TAG, REPLY_7101_AS_OWNER);
    const section = await feedbackSection(ui(element));
    await userEvent.click(section.getByRole('button', { name: 'Resolve Feedback' }));
    expect(await section.findByText('Feedback Resolved')).toBeInTheDocument();
    expect(replyFeedback90()?.resolved).toBe(true);
  });
});

describe('<custom-comment-edit-form>: the feedback failures of staff §8 (nothing typed is lost)', () => {
  type Case = [string, 'comment' | 'reply', 'send' | 'approve' | 'respond', 'POST' | 'PUT', string];
  const cases: Case[] = [
    [
      'Failed to add comment feedback.',
      'comment',
      'send',
      'POST',
      '/api/comment-moderation/comment-feedback',
    ],
    ['Failed to add reply feedback.', 'reply', 'send', 'POST', '/api/comment-moderation/reply-feedback'],
    [
      'Failed to resolve and approve comment feedback.',
      'comment',
      'approve',
      'PUT',
      '/api/comment-moderation/comment-feedback/300/resolve',
    ],
    [
      'Failed to resolve and approve reply feedback.',
      'reply',
      'approve',
      'PUT',
      '/api/comment-moderation/reply-feedback/90/resolve',
    ],
    [
      'Failed to resolve comment feedback.',
      'comment',
      'respond',
      'PUT',
      '/api/comment-moderation/comment-feedback/300/resolve',
    ],
    [
      'Failed to resolve reply feedback.',
      'reply',
      'respond',
      'PUT',
      '/api/comment-moderation/reply-feedback/90/resolve',
    ],
  ];

  it.each(cases)('%s', async (text, kind, action, method, path) => {
    if (kind === 'comment')
      seedCommentFeedback(300, { feedback: 'Please add the 4-pole adapter.', requeue: true });
    const moderatorView = action !== 'respond';
    if (moderatorView) setRole('moderator');
    const attributes =
      kind === 'comment'
        ? moderatorView
          ? AS_MODERATOR
          : AS_OWNER
        : moderatorView
          ? REPLY_7101_AS_MODERATOR
          : REPLY_7101_AS_OWNER;
    injectFault({ method, path, status: 500 });
    const element = await mountElement(TAG, attributes);
    const section = await feedbackSection(ui(element));
    const typed = 'Words that must survive the failure.';
    if (action === 'send') {
      enter(section.getByLabelText('Feedback'), typed);
      await userEvent.click(section.getByRole('button', { name: 'Send Feedback' }));
    } else if (action === 'respond') {
      enter(section.getByLabelText('Response'), typed);
      await userEvent.click(section.getByRole('button', { name: 'Save Response' }));
    } else {
      await userEvent.click(section.getByRole('button', { name: 'Approve' }));
    }
    const alert = await section.findByRole('alert');
    expect(alert.firstChild?.textContent).toBe(text);
    expect(within(alert).getByText('The shop answered with an error (HTTP 500).')).toBeInTheDocument();
    if (action !== 'approve')
      expect(
        (section.getByLabelText(action === 'send' ? 'Feedback' : 'Response') as HTMLTextAreaElement).value,
      ).toBe(typed);
    // Approve stops at the failed resolve: nothing is saved or approved.
    expect(
      recordedRequests({
        method: 'PUT',
        path: `/api/comment-moderation/${kind === 'comment' ? 'comments' : 'replies'}/*`,
      }),
    ).toHaveLength(0);
    expect(pageNavigation.reload).not.toHaveBeenCalled();
  });
});
