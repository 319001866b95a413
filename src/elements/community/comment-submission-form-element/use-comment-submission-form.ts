import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  deleteCommentDraft,
  fetchCommentDraft,
  postSpecialistComment,
  saveCommentDraft,
} from '../../../api/comment-moderation';
import { fetchCommentUserInfo, postCustomerComment } from '../../../api/contentreply';
import type { MediaContext } from '../../../api/media';
import { getConfig } from '../../../core/config';
import { useWidgetHost } from '../../../core/define-widget';
import { logger } from '../../../core/logger';
import { OFFLINE_MESSAGE } from '../../../core/offline';
import { loadCommunitySession } from '../../../stores/community-session';
import { type FieldErrors, hasErrors, identityErrors, linkErrors, textError } from '../shared/comment-fields';
import { commentPageUrl, contentFromPath, parseSourceType } from '../shared/content-path';
import type { FormMessage } from '../shared/form-message';
import {
  COMMENT_TEXT_MAX_LENGTH,
  CUSTOMER_MESSAGES,
  MEDIA_MESSAGES,
  SPECIALIST_MESSAGES,
} from '../shared/messages';
import { pageNavigation } from '../shared/navigation';
import { collectPartLinks, linkCheckProblem } from '../shared/part-link-submit';
import { type PartLinkRow, rowsFrom } from '../shared/part-links';
import { sendCommentAction } from '../shared/retry-keys';
import { type ActionOutcome, useActionRunner, useFocusRequest } from '../shared/use-action-runner';
import { UPLOADS_IN_PROGRESS_MESSAGE, useFormMedia } from '../shared/use-form-media';
import type {
  CommentFocusTarget,
  CommentSubmissionFormViewProps,
  CommentValues,
} from './comment-submission-form';

export interface CommentSubmissionFormProps {
  parentId: string;
  contentType: string;
  websku: string;
  hiddenOnLoad: boolean;
  headerText: string;
  addCommentButtonText: string;
  isSpecialist: boolean;
  isModerator: boolean;
  employeeId: number;
  friendlyName: string;
  emailAddress: string;
  questionAnswerDisplayExperiment: boolean;
  neighborEmail: string;
  neighborName: string;
}

export interface CommentTarget {
  parentId: string;
  contentType: string;
}

/**
 * What the comment is on: the attributes, else the page path (community §2), else the product
 * (websku) for a product page (source type Review).
 */
export function resolveCommentTarget(
  parentId: string,
  contentType: string,
  websku: string,
  pathname: string,
): CommentTarget {
  const fromPath = contentFromPath(pathname);
  const type = parseSourceType(contentType) ?? (contentType.trim() || undefined);
  return {
    parentId: parentId.trim() || fromPath?.canonicalId || websku.trim(),
    contentType: type ?? fromPath?.sourceType ?? (websku.trim() ? 'Review' : ''),
  };
}

/** The errors a form shows for its values (link rows included). */
function errorsFor(values: CommentValues, rows: readonly PartLinkRow[]): FieldErrors {
  const { siteRoot } = getConfig();
  return {
    ...identityErrors(values),
    text: textError(values.text),
    links: linkErrors(rows, siteRoot, location.href),
  };
}

function firstInvalid(errors: FieldErrors, layout: 'standard' | 'qa'): CommentFocusTarget {
  const order: CommentFocusTarget[] = layout === 'qa' ? ['text', 'name', 'email'] : ['name', 'email', 'text'];
  const target = order.find((field) => errors[field as 'name' | 'email' | 'text']);
  return target ?? 'links';
}

type Busy = 'submit' | 'draft';

/** A saved comment whose photos still wait to be attached, and what the form does once they are. */
interface PostedComment {
  commentId: number;
  finish: () => Promise<ActionOutcome>;
}

export function useCommentSubmissionForm(props: CommentSubmissionFormProps): CommentSubmissionFormViewProps {
  const mode = props.isSpecialist ? 'specialist' : 'customer';
  const layout = props.questionAnswerDisplayExperiment ? 'qa' : 'standard';
  const target = useMemo(
    () => resolveCommentTarget(props.parentId, props.contentType, props.websku, location.pathname),
    [props.parentId, props.contentType, props.websku],
  );
  const [open, setOpen] = useState(!props.hiddenOnLoad);
  const [values, setValues] = useState<CommentValues>(() => ({
    name: props.isSpecialist ? props.friendlyName : props.neighborName,
    email: props.isSpecialist ? props.emailAddress : props.neighborEmail,
    text: '',
    notify: true,
  }));
  const [rows, setRows] = useState<PartLinkRow[]>(() => rowsFrom());
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [touched, setTouched] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [replyById, setReplyById] = useState(0);
  const [draftId, setDraftId] = useState(0);
  /** The comment was saved but its photos are not attached yet (Submit then only attaches them). */
  const [posted, setPosted] = useState<PostedComment | null>(null);
  const { busy, run } = useActionRunner<Busy>();
  const { focus, requestFocus } = useFocusRequest<CommentFocusTarget>();
  const typed = useRef(false);
  const prepared = useRef(false);
  const { renderRoot } = useWidgetHost();
  const mediaContext = useMemo<MediaContext>(
    () => ({ webSku: props.websku || undefined, pageType: getConfig().pageType, mediaSource: 'Comment' }),
    [props.websku],
  );
  const media = useFormMedia({
    kind: 'comment',
    id: target.parentId,
    enabled: open,
    context: mediaContext,
    emailAddress: values.email.trim(),
    userName: values.name.trim(),
    modalContainer: renderRoot,
  });

  useEffect(() => {
    if (!target.parentId) {
      logger.warning(
        'comment-submission-form-element has no data-parent-id and the page path names no content',
        {
          source: 'comment-submission-form-element',
        },
      );
    }
  }, [target.parentId]);

  // On first opening: who is signed in (fills what the page left empty) and a specialist's draft.
  useEffect(() => {
    if (!open || prepared.current) return;
    prepared.current = true;
    void fetchCommentUserInfo(target.parentId, target.contentType)
      .then((info) => {
        setReplyById(info.employeeId);
        setValues((current) => ({
          ...current,
          name: current.name || info.friendlyName,
          email: current.email || info.email,
          notify: typed.current ? current.notify : info.notifyOnReply,
        }));
      })
      .catch(() => undefined);
    if (props.isSpecialist && props.employeeId > 0) {
      void fetchCommentDraft({
        employeeId: props.employeeId,
        sourceId: target.parentId,
        webSku: props.websku,
      })
        .then((draft) => {
          if (!draft || typed.current) return;
          setDraftId(draft.commentDraftId);
          setValues((current) => ({ ...current, text: draft.commentText, notify: draft.notifyMeIfReply }));
          setRows(rowsFrom(draft.commentProducts, draft.commentLinks));
        })
        // Logged by the http layer; said, so that Save Draft does not replace a draft nobody saw.
        .catch(() => setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.draftLoadFailed }));
    }
  }, [open, target, props.isSpecialist, props.employeeId, props.websku]);

  const allErrors = useMemo(() => errorsFor(values, rows), [values, rows]);
  // Customers: only after a submit attempt. Specialists: once they have filled in something (staff §5).
  const showErrors = submitAttempted || (mode === 'specialist' && touched);
  const errors: FieldErrors = showErrors ? allErrors : {};

  const change = useCallback((patch: Partial<CommentValues>) => {
    typed.current = true;
    setTouched(true);
    setValues((current) => ({ ...current, ...patch }));
  }, []);
  const changeRows = useCallback((next: PartLinkRow[]) => {
    typed.current = true;
    setTouched(true);
    setRows(next);
  }, []);

  const openForm = useCallback(() => {
    setOpen(true);
    setMessage(null);
    requestFocus('first');
  }, [requestFocus]);
  const closeForm = useCallback(() => {
    setOpen(false);
    requestFocus('open');
  }, [requestFocus]);

  const collect = () => collectPartLinks(rows);

  /** Links first checked by the shop (ValidateHelpfulLinks); false when the save must stop. */
  const linksPass = async (links: string[]): Promise<boolean> => {
    const problem = await linkCheckProblem(links);
    if (problem) setMessage(problem);
    return problem === null;
  };

  const submitCustomer = async (): Promise<ActionOutcome> => {
    const { links, parts } = collect();
    if (!(await linksPass(links))) return 'done';
    try {
      // Offline, the form says so and keeps everything typed; the comment goes when the connection is back.
      const comment = {
        parentId: target.parentId,
        contentType: target.contentType,
        author: values.name.trim(),
        authorEmail: values.email.trim(),
        commentText: values.text,
        notifyCustomer: values.notify,
        webSku: props.websku,
        replyById,
        commentLinks: links,
        commentProductWebskus: parts,
      };
      const result = await sendCommentAction('customer comment', comment, (key) =>
        postCustomerComment(comment, key, {
          onWaitingForOnline: () => setMessage({ tone: 'error', text: OFFLINE_MESSAGE }),
          onBackOnline: () => setMessage(null),
        }),
      );
      const { commentID, autoApproved } = result;
      return attachPhotos({
        commentId: commentID,
        finish: async () => {
          if (autoApproved) {
            pageNavigation.assign(commentPageUrl(location.href, commentID));
            return 'navigating';
          }
          setValues((current) => ({ ...current, text: '' }));
          setRows(rowsFrom());
          media.reset();
          setSubmitAttempted(false);
          setTouched(false);
          setOpen(false);
          setMessage({ tone: 'success', text: CUSTOMER_MESSAGES.commentSubmitted });
          requestFocus('message');
          return 'done';
        },
      });
    } catch {
      setMessage({ tone: 'error', text: CUSTOMER_MESSAGES.submitFailed });
    }
    return 'done';
  };

  /**
   * After the comment is saved: its photos are attached to it, then the form finishes as the spec
   * says. When they cannot be attached the form says so and stays ('Try attaching photos again' or
   * 'Continue without photos'); the comment is never posted twice.
   */
  const attachPhotos = async (comment: PostedComment): Promise<ActionOutcome> => {
    if ((await media.associate(comment.commentId)) === 'failed') {
      setPosted(comment);
      setMessage({ tone: 'error', text: MEDIA_MESSAGES.notAttached('comment') });
      requestFocus('message');
      return 'done';
    }
    setPosted(null);
    return comment.finish();
  };

  const submitSpecialist = async (): Promise<ActionOutcome> => {
    const { links, parts } = collect();
    if (!(await linksPass(links))) return 'done';
    // The payload carries the session key (community §3); without one nothing is sent and nothing made up.
    const userSession = await loadCommunitySession();
    if (userSession === '') {
      setMessage({ tone: 'error', text: MEDIA_MESSAGES.specialistCommentNotSent });
      return 'done';
    }
    try {
      const comment = {
        employeeId: props.employeeId,
        foreignKey: target.parentId,
        replyType: target.contentType,
        replySource: 'Expert' as const,
        replyBy: values.name.trim(),
        replyEmail: values.email.trim(),
        reviewedBy: props.employeeId,
        commentText: values.text,
        webSKU: props.websku,
        userSession,
        notifyMeIfReply: values.notify,
        commentLinks: links,
        commentProducts: parts,
      };
      const result = await sendCommentAction('specialist comment', comment, (key) =>
        postSpecialistComment(comment, key),
      );
      if (!result.success) {
        setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.submitFailed });
        return 'done';
      }
      const { commentID } = result;
      if (draftId > 0) {
        await deleteCommentDraft({
          employeeId: props.employeeId,
          sourceId: target.parentId,
          webSku: props.websku,
        }).catch(() => undefined);
      }
      return await attachPhotos({
        commentId: commentID,
        finish: async () => {
          pageNavigation.assign(commentPageUrl(location.href, commentID));
          return 'navigating';
        },
      });
    } catch {
      setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.submitFailed });
      return 'done';
    }
  };

  const submit = () =>
    run('submit', async () => {
      setMessage(null);
      if (!posted) setSubmitAttempted(true);
      if (!posted && hasErrors(allErrors)) {
        requestFocus(firstInvalid(allErrors, layout));
        return 'done';
      }
      if (media.inProgress > 0) {
        setMessage({ tone: 'info', text: UPLOADS_IN_PROGRESS_MESSAGE });
        return 'done';
      }
      // The comment is saved already: only its photos are attached again.
      if (posted) return attachPhotos(posted);
      return mode === 'specialist' ? submitSpecialist() : submitCustomer();
    });

  const continueWithoutPhotos = () =>
    run('submit', async () => {
      if (!posted) return 'done';
      setMessage(null);
      setPosted(null);
      return posted.finish();
    });

  const saveDraft = () =>
    run('draft', async () => {
      setMessage(null);
      const { links, parts } = collect();
      const linkProblems = allErrors.links ?? new Map();
      if (values.text.trim() === '' && links.length === 0 && parts.length === 0) {
        setSubmitAttempted(true);
        requestFocus('text');
        return 'done';
      }
      if (linkProblems.size > 0 || values.text.length > COMMENT_TEXT_MAX_LENGTH) {
        setSubmitAttempted(true);
        requestFocus(linkProblems.size > 0 ? 'links' : 'text');
        return 'done';
      }
      if (!(await linksPass(links))) return 'done';
      try {
        const draft = {
          commentDraftId: draftId,
          employeeId: props.employeeId,
          sourceId: target.parentId,
          webSku: props.websku,
          commentText: values.text,
          notifyMeIfReply: values.notify,
          commentLinks: links,
          commentProducts: parts,
        };
        const saved = await sendCommentAction('comment draft', draft, (key) => saveCommentDraft(draft, key));
        setDraftId(saved.commentDraftId);
        setMessage({ tone: 'success', text: SPECIALIST_MESSAGES.draftSaved });
      } catch {
        setMessage({ tone: 'error', text: SPECIALIST_MESSAGES.draftFailed });
      }
      return 'done';
    });

  return {
    mode,
    layout,
    headerText: props.headerText,
    addCommentButtonText: props.addCommentButtonText,
    open,
    onOpen: openForm,
    onClose: closeForm,
    values,
    onChange: change,
    rows,
    onRowsChange: changeRows,
    errors,
    busy,
    message,
    onSubmit: () => void submit(),
    onSaveDraft: mode === 'specialist' ? () => void saveDraft() : undefined,
    focus,
    mediaUpload: media.element,
    photosPending: posted !== null,
    onContinueWithoutPhotos: () => void continueWithoutPhotos(),
  };
}
