import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  deleteReplyDraft,
  fetchReplyDraft,
  forwardToCustomerService,
  type ModeratedItemKind,
  type ModerationAction,
  moderateItem,
  postSpecialistReply,
  saveReplyDraft,
} from '../../../api/comment-moderation';
import { fetchReplyUserInfo, postCustomerReply, type ReplyPayload } from '../../../api/contentreply';
import type { MediaContext } from '../../../api/media';
import { createQuestion, QUESTION_FROM_COMMENT_STATUS, questionSubjectOf } from '../../../api/questions';
import { getConfig } from '../../../core/config';
import { useWidgetHost } from '../../../core/define-widget';
import { useFeatureToggle } from '../../../core/hooks';
import { FEATURE_TOGGLES } from '../../../core/toggles';
import { type FieldErrors, hasErrors, identityErrors, linkErrors, textError } from '../shared/comment-fields';
import type { FormMessage } from '../shared/form-message';
import { CUSTOMER_MESSAGES, MEDIA_MESSAGES, SPECIALIST_MESSAGES } from '../shared/messages';
import { pageNavigation } from '../shared/navigation';
import { collectPartLinks, linkCheckProblem } from '../shared/part-link-submit';
import { type PartLinkRow, rowsFrom } from '../shared/part-links';
import { sendCommentAction } from '../shared/retry-keys';
import { type ActionOutcome, useActionRunner, useFocusRequest } from '../shared/use-action-runner';
import { UPLOADS_IN_PROGRESS_MESSAGE, useFormMedia } from '../shared/use-form-media';
import type {
  CommentReplyFormViewProps,
  ReplyAction,
  ReplyFocusTarget,
  ReplyValues,
} from './comment-reply-form';
import type { ParentComment } from './parent-comment';

export interface CommentReplyFormProps {
  itemId: number;
  parentId: number;
  replyTo: string;
  isComment: boolean;
  isSpecialist: boolean;
  isModerator: boolean;
  reviewedBy: number;
  status: number;
  authorEmail: string;
  parentComment: ParentComment;
  employeeFriendlyName: string;
  friendlyName: string;
}

/**
 * Staff §4.1: status 8 makes a moderator's save also approve the item; a moderator's posted reply to
 * an item in that status approves the item too. (The same value as `moderation-rules.ts`, kept here
 * so that the reply form does not pull the staff rules into the community file.)
 */
export const SAVE_AND_APPROVE_STATUS = 8;

/** The reply payload without its date (new on every send): what a re-send is recognised by. */
function withoutDate(body: ReplyPayload): Omit<ReplyPayload, 'replyDate'> & { replyDate?: undefined } {
  return { ...body, replyDate: undefined };
}

/** A saved customer reply whose photos still wait to be attached; the id when the shop answered one. */
interface PostedReply {
  replyId: number | null;
}

/**
 * An approval still to do after the expert reply was added (the item answered, its parent comment,
 * or a moderator's item in status 8), and what the form says when it fails.
 */
export interface PendingApproval {
  kind: ModeratedItemKind;
  id: number;
  failure: string;
}

/**
 * The approvals that follow an added expert reply (staff §4.2): the item answered when the shop did
 * not approve it (`success` false), the parent comment when a reply was answered, and a moderator's
 * item in status 8 (staff §4.1). Each item once, in that order.
 */
export function approvalsAfterReply(reply: {
  shopApprovedAnswered: boolean;
  kind: ModeratedItemKind;
  itemId: number;
  commentId: number;
  isComment: boolean;
  isModerator: boolean;
  status: number;
}): PendingApproval[] {
  const list: PendingApproval[] = [];
  const add = (approval: PendingApproval) => {
    if (!list.some((other) => other.kind === approval.kind && other.id === approval.id)) list.push(approval);
  };
  if (!reply.shopApprovedAnswered)
    add({ kind: reply.kind, id: reply.itemId, failure: SPECIALIST_MESSAGES.parentNotApproved });
  if (!reply.isComment && reply.commentId > 0)
    add({ kind: 'comment', id: reply.commentId, failure: SPECIALIST_MESSAGES.parentNotApproved });
  if (reply.isModerator && reply.status === SAVE_AND_APPROVE_STATUS)
    add({ kind: reply.kind, id: reply.itemId, failure: SPECIALIST_MESSAGES.approveFailed });
  return list;
}

/** Sends one approve, deny, hold or spam; a retry after an uncertain failure reuses its key. */
function sendModeration(kind: ModeratedItemKind, id: number, action: ModerationAction): Promise<void> {
  return sendCommentAction(`${action} ${kind} ${id}`, null, (key) => moderateItem(kind, id, action, key));
}

/** Where "questionSource" says a question made from a comment came from. Ours. */
export const QUESTION_SOURCE_FROM_COMMENT = 'Comment';

const ACTION_FAILURES: Record<ModerationAction, string> = {
  approve: SPECIALIST_MESSAGES.approveFailed,
  deny: SPECIALIST_MESSAGES.denyFailed,
  hold: SPECIALIST_MESSAGES.holdFailed,
  spam: SPECIALIST_MESSAGES.spamFailed,
};

export function useCommentReplyForm(props: CommentReplyFormProps): CommentReplyFormViewProps {
  const mode = props.isSpecialist ? 'specialist' : 'customer';
  const kind: ModeratedItemKind = props.isComment ? 'comment' : 'reply';
  const commentId = props.parentId > 0 ? props.parentId : props.isComment ? props.itemId : 0;
  const replyToId = props.isComment ? -1 : props.itemId;
  const { renderRoot } = useWidgetHost();
  const questionToggle = useFeatureToggle(FEATURE_TOGGLES.createQuestionFromComment);

  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ReplyValues>(() => ({
    name: '',
    email: '',
    text: props.replyTo,
    notify: true,
  }));
  const [rows, setRows] = useState<PartLinkRow[]>(() => rowsFrom());
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [draftId, setDraftId] = useState(0);
  /** The customer's reply was saved but its photos are not attached yet (Submit then only attaches them). */
  const [posted, setPosted] = useState<PostedReply | null>(null);
  /**
   * The expert reply was added but an approval after it failed: Submit then only does the approvals
   * left ('Try approving again'), so the reply is never posted twice.
   */
  const [approvalsLeft, setApprovalsLeft] = useState<PendingApproval[] | null>(null);
  const [user, setUser] = useState({ email: '', employeeId: 0 });
  const { busy, run } = useActionRunner<ReplyAction>();
  const { focus, requestFocus } = useFocusRequest<ReplyFocusTarget>();
  const typed = useRef(false);
  const prepared = useRef(false);
  const mediaContext = useMemo<MediaContext>(
    () => ({
      webSku: props.parentComment?.webSKU || undefined,
      pageType: getConfig().pageType,
      mediaSource: 'Reply',
    }),
    [props.parentComment],
  );
  // Customers attach photos to replies; a specialist's expert answer carries none here.
  const media = useFormMedia({
    kind: 'reply',
    id: props.itemId,
    enabled: open && mode === 'customer',
    context: mediaContext,
    emailAddress: values.email.trim(),
    userName: values.name.trim(),
    modalContainer: renderRoot,
  });

  // The reply box starts with the reply-to text, also when the page changes it before anything is typed.
  useEffect(() => {
    if (!typed.current) setValues((current) => ({ ...current, text: props.replyTo }));
  }, [props.replyTo]);

  // On first opening: who is signed in, and a specialist's saved draft.
  useEffect(() => {
    if (!open || prepared.current) return;
    prepared.current = true;
    void fetchReplyUserInfo(commentId, replyToId)
      .then((info) => {
        setUser({ email: info.email, employeeId: info.employeeId });
        if (props.isSpecialist) return;
        setValues((current) => ({
          ...current,
          name: current.name || info.friendlyName,
          email: current.email || info.email,
          notify: typed.current ? current.notify : info.notifyOnReply,
        }));
      })
      .catch(() => undefined);
    if (props.isSpecialist && commentId > 0) {
      void fetchReplyDraft(commentId, replyToId)
        .then((draft) => {
          if (!draft || typed.current) return;
          setDraftId(draft.commentReplyDraftId);
          setValues((current) => ({ ...current, text: draft.reply }));
          setRows(rowsFrom(draft.replyProductWebSkus, draft.replyLinks));
          setMessage({ tone: 'info', text: 'Your saved draft has been loaded.' });
        })
        // Logged by the http layer; said, so that Save Draft does not replace a draft nobody saw.
        .catch(() => setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.draftLoadFailed }));
    }
  }, [open, commentId, replyToId, props.isSpecialist]);

  const allErrors: FieldErrors = useMemo(() => {
    const { siteRoot } = getConfig();
    return {
      ...(mode === 'customer' ? identityErrors(values) : {}),
      text: textError(values.text),
      links: linkErrors(rows, siteRoot, location.href),
    };
  }, [mode, values, rows]);
  const errors: FieldErrors = submitAttempted ? allErrors : {};

  const change = useCallback((patch: Partial<ReplyValues>) => {
    typed.current = true;
    setValues((current) => ({ ...current, ...patch }));
  }, []);
  const changeRows = useCallback((next: PartLinkRow[]) => {
    typed.current = true;
    setRows(next);
  }, []);

  const collect = () => collectPartLinks(rows);

  /** Shows the errors and moves focus to the first one; false when there are none. */
  const stopOnErrors = (check: FieldErrors): boolean => {
    if (!hasErrors(check)) return false;
    setSubmitAttempted(true);
    const target = (['name', 'email', 'text'] as const).find((field) => check[field]) ?? 'links';
    requestFocus(target);
    return true;
  };

  /** Links first checked by the shop (ValidateHelpfulLinks); false when the save must stop. */
  const linksPass = async (links: string[]): Promise<boolean> => {
    const problem = await linkCheckProblem(links);
    if (problem) setMessage(problem);
    return problem === null;
  };

  const payload = (source: ReplyPayload['replySource'], links: string[], parts: string[]): ReplyPayload => ({
    parentId: commentId,
    replyTo: props.replyTo,
    isComment: props.isComment,
    replyId: -1,
    replyText: values.text,
    author: source === 'Expert' ? props.employeeFriendlyName : values.name.trim(),
    authorEmail: source === 'Expert' ? user.email : values.email.trim(),
    replyDate: new Date().toISOString(),
    replyLinks: links,
    replyProductWebskus: parts,
    notifyCustomer: source === 'Expert' ? true : values.notify,
    replyToId,
    replySource: source,
    replyById: source === 'Expert' ? props.reviewedBy : user.employeeId,
  });

  const submitCustomer = async (): Promise<ActionOutcome> => {
    setSubmitAttempted(true);
    if (stopOnErrors(allErrors)) return 'done';
    if (media.inProgress > 0) {
      setMessage({ tone: 'info', text: UPLOADS_IN_PROGRESS_MESSAGE });
      return 'done';
    }
    const { links, parts } = collect();
    if (!(await linksPass(links))) return 'done';
    let result: Awaited<ReturnType<typeof postCustomerReply>>;
    try {
      const body = payload('Comment', links, parts);
      result = await sendCommentAction(`customer reply ${commentId}/${replyToId}`, withoutDate(body), (key) =>
        postCustomerReply(body, key),
      );
    } catch {
      result = { ok: false, replyId: null };
    }
    if (!result.ok) {
      setMessage({ tone: 'error', text: CUSTOMER_MESSAGES.submitFailed });
      return 'done';
    }
    return attachPhotos({ replyId: result.replyId });
  };

  /**
   * After the reply is saved: its photos are attached (by its id, or by the upload guid when the shop
   * answered a truthy value that is not an id), then the page reloads. When they cannot be attached
   * the form says so and stays, offering to try again or to continue without them; the reply is never
   * posted twice.
   */
  const attachPhotos = async (reply: PostedReply): Promise<ActionOutcome> => {
    if ((await media.associate(reply.replyId)) === 'failed') {
      setPosted(reply);
      setMessage({ tone: 'error', text: MEDIA_MESSAGES.notAttached('reply') });
      requestFocus('message');
      return 'done';
    }
    pageNavigation.reload();
    return 'navigating';
  };

  const moderate = async (action: ModerationAction): Promise<ActionOutcome> => {
    try {
      await sendModeration(kind, props.itemId, action);
      pageNavigation.reload();
      return 'navigating';
    } catch {
      setMessage({ tone: 'error', text: ACTION_FAILURES[action] });
      return 'done';
    }
  };

  const hasContent = () => {
    const { links, parts } = collect();
    return values.text.trim() !== '' || links.length > 0 || parts.length > 0;
  };
  const changed = () =>
    values.text !== props.replyTo || rows.some((row) => row.partNumber.trim() || row.link.trim());

  const discardDraft = async () => {
    if (draftId > 0) await deleteReplyDraft(commentId, replyToId).catch(() => undefined);
  };

  /**
   * The approvals after an added reply, one by one; the first failure says its message and keeps the
   * rest for the next Submit. All done: the page reloads.
   */
  const runApprovals = async (approvals: readonly PendingApproval[]): Promise<ActionOutcome> => {
    for (const [index, approval] of approvals.entries()) {
      try {
        await sendModeration(approval.kind, approval.id, 'approve');
      } catch {
        setApprovalsLeft(approvals.slice(index));
        setMessage({ tone: 'error', text: approval.failure });
        requestFocus('message');
        return 'done';
      }
    }
    setApprovalsLeft(null);
    pageNavigation.reload();
    return 'navigating';
  };

  /** Posts a specialist reply; answering a reply also approves the parent comment (staff §4.2). */
  const postExpertReply = async (forReview: boolean): Promise<ActionOutcome> => {
    if (stopOnErrors({ text: allErrors.text, links: allErrors.links })) return 'done';
    const { links, parts } = collect();
    if (!(await linksPass(links))) return 'done';
    const body = payload('Expert', links, parts);
    let result: Awaited<ReturnType<typeof postSpecialistReply>>;
    try {
      result = await sendCommentAction(
        `${forReview ? 'reply for review' : 'expert reply'} ${commentId}/${replyToId}`,
        withoutDate(body),
        (key) => postSpecialistReply(body, { forReview, idempotencyKey: key }),
      );
    } catch {
      setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.submitFailed });
      return 'done';
    }
    if (!result.replyAdded) {
      setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.submitFailed });
      return 'done';
    }
    await discardDraft();
    if (forReview) {
      pageNavigation.reload();
      return 'navigating';
    }
    const approvals = approvalsAfterReply({
      shopApprovedAnswered: result.success,
      kind,
      itemId: props.itemId,
      commentId,
      isComment: props.isComment,
      isModerator: props.isModerator,
      status: props.status,
    });
    // The shop did not approve the item answered: that is the spec's partial success, said at once.
    if (!result.success) {
      setApprovalsLeft(approvals);
      setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.parentNotApproved });
      requestFocus('message');
      return 'done';
    }
    return runApprovals(approvals);
  };

  /** 'Submit' posts the reply when the form is valid, changed and has text; otherwise it approves the item. */
  const submitSpecialist = async (): Promise<ActionOutcome> => {
    if (changed() && values.text.trim() !== '') return postExpertReply(false);
    return moderate('approve');
  };

  const storeDraft = async (): Promise<boolean> => {
    const { links, parts } = collect();
    try {
      const draft = {
        commentReplyDraftId: draftId,
        commentId,
        employeeId: props.reviewedBy,
        replyToReplyId: replyToId,
        reply: values.text,
        replyEmail: user.email,
        replyBy: props.employeeFriendlyName,
        replyLinks: links,
        replyProductWebSkus: parts,
      };
      const saved = await sendCommentAction('reply draft', draft, (key) => saveReplyDraft(draft, key));
      setDraftId(saved.commentReplyDraftId);
      return true;
    } catch {
      setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.draftFailed });
      return false;
    }
  };

  /** Checks before a draft is stored: something to store, a valid length, site links the shop knows. */
  const draftReady = async (): Promise<boolean> => {
    if (!hasContent()) {
      stopOnErrors({ text: allErrors.text });
      return false;
    }
    if (
      stopOnErrors({ text: values.text.trim() === '' ? undefined : allErrors.text, links: allErrors.links })
    )
      return false;
    return linksPass(collect().links);
  };

  const saveDraft = async (): Promise<ActionOutcome> => {
    if (!(await draftReady())) return 'done';
    if (await storeDraft()) setMessage({ tone: 'success', text: SPECIALIST_MESSAGES.draftSaved });
    return 'done';
  };

  /** Hold also saves a draft (staff §4.2), so the answer written so far is kept. */
  const hold = async (): Promise<ActionOutcome> => {
    if (hasContent()) {
      if (!(await draftReady())) return 'done';
      if (!(await storeDraft())) return 'done';
    }
    return moderate('hold');
  };

  const forward = async (): Promise<ActionOutcome> => {
    try {
      const note = { specialistName: props.employeeFriendlyName, specialistComment: values.text };
      await sendCommentAction(`forward ${kind} ${props.itemId}`, note, (key) =>
        forwardToCustomerService(kind, props.itemId, note, key),
      );
      pageNavigation.reload();
      return 'navigating';
    } catch {
      setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.forwardFailed });
      return 'done';
    }
  };

  /** Turn into question (staff §4.3): create it, deny the source, open the question in a new tab. */
  const turnIntoQuestion = async (): Promise<ActionOutcome> => {
    const text = values.text.trim();
    if (text === '') {
      stopOnErrors({ text: allErrors.text });
      return 'done';
    }
    const tab = pageNavigation.openPendingTab();
    let questionId = 0;
    try {
      const question = {
        questionName: props.friendlyName,
        questionEmail: props.authorEmail,
        questionSubject: questionSubjectOf(text),
        questionSource: QUESTION_SOURCE_FROM_COMMENT,
        partNo: props.parentComment?.webSKU ?? '',
        question: text,
        status: QUESTION_FROM_COMMENT_STATUS,
        active: true,
        autoApproved: true,
        reviewedByEmployeeId: props.reviewedBy,
        createdByEmployeeId: props.reviewedBy,
      };
      questionId = await sendCommentAction(`question from ${kind} ${props.itemId}`, question, (key) =>
        createQuestion({ ...question, questionDate: new Date().toISOString() }, key),
      );
    } catch {
      questionId = 0;
    }
    if (questionId <= 0) {
      pageNavigation.closeTab(tab);
      setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.questionFailed });
      return 'done';
    }
    const url = `${getConfig().siteRoot}question-${questionId}.html`;
    const denied = await sendModeration(kind, props.itemId, 'deny').then(
      () => true,
      () => false,
    );
    pageNavigation.showInTab(tab, url);
    setMessage(
      denied
        ? {
            tone: 'success',
            text: `Question ${questionId} was created.`,
            link: { href: url, text: `Open question-${questionId}.html` },
          }
        : { tone: 'error', text: SPECIALIST_MESSAGES.denyFailed },
    );
    return 'done';
  };

  /** 'Try attaching photos again': only the association (a photo added meanwhile must finish first). */
  const retryPhotos = async (reply: PostedReply): Promise<ActionOutcome> => {
    if (media.inProgress > 0) {
      setMessage({ tone: 'info', text: UPLOADS_IN_PROGRESS_MESSAGE });
      return 'done';
    }
    return attachPhotos(reply);
  };

  const continueWithoutPhotos = async (): Promise<ActionOutcome> => {
    pageNavigation.reload();
    return 'navigating';
  };

  const start = (action: ReplyAction) => {
    if (busy) return;
    setMessage(null);
    const actions: Record<ReplyAction, () => Promise<ActionOutcome>> = {
      submit: posted
        ? () => retryPhotos(posted)
        : approvalsLeft
          ? () => runApprovals(approvalsLeft)
          : mode === 'specialist'
            ? submitSpecialist
            : submitCustomer,
      continue: continueWithoutPhotos,
      review: () => postExpertReply(true),
      draft: saveDraft,
      approve: () => moderate('approve'),
      deny: () => moderate('deny'),
      hold,
      forward,
      spam: () => moderate('spam'),
      question: turnIntoQuestion,
    };
    void run(action, actions[action]);
  };

  return {
    mode,
    isComment: props.isComment,
    open,
    onOpen: () => {
      setOpen(true);
      requestFocus('text');
    },
    onClose: () => {
      setOpen(false);
      setMessage(null);
      requestFocus('open');
    },
    values,
    onChange: change,
    rows,
    onRowsChange: changeRows,
    errors,
    busy,
    message,
    onAction: start,
    canTurnIntoQuestion: mode === 'specialist' && !props.isComment && questionToggle === true,
    confirmOpen,
    onConfirmOpenChange: setConfirmOpen,
    answering: props.friendlyName,
    parentComment: mode === 'specialist' && !props.isComment ? props.parentComment : null,
    modalContainer: renderRoot,
    focus,
    mediaUpload: media.element,
    photosPending: posted !== null,
    approvalsPending: approvalsLeft !== null,
  };
}
