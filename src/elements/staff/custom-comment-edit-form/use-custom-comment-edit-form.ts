import { useCallback, useMemo, useState } from 'react';
import {
  approveSpecial,
  deleteFlag,
  type ModeratedItemKind,
  moderateItem,
  moderatorHold,
  type ReplyUpdateRequest,
  specialistHold,
  updateItem,
} from '../../../api/comment-moderation';
import { getConfig } from '../../../core/config';
import { newIdempotencyKey } from '../../../core/http';
import { type FieldErrors, hasErrors, linkErrors, textError } from '../../community/shared/comment-fields';
import { failureMessage } from '../../community/shared/failure-details';
import { type FeedbackAction, useFeedback } from '../../community/shared/feedback/use-feedback';
import type { FormMessage } from '../../community/shared/form-message';
import { EDIT_FORM_MESSAGES, EDIT_SUCCESS_MESSAGE } from '../../community/shared/moderation-messages';
import { editItemKindOf, holdKindOf, SAVE_AND_APPROVE_STATUS } from '../../community/shared/moderation-rules';
import { pageNavigation } from '../../community/shared/navigation';
import { collectPartLinks, linkCheckProblem } from '../../community/shared/part-link-submit';
import { type PartLinkRow, rowsFrom } from '../../community/shared/part-links';
import {
  type ActionOutcome,
  useActionRunner,
  useFocusRequest,
} from '../../community/shared/use-action-runner';
import type { EditAction, EditFocusTarget, EditFormViewProps, SavedItem } from './custom-comment-edit-form';

export interface CustomCommentEditFormProps {
  status: number;
  id: number;
  text: string;
  links: string[];
  webskus: string[];
  isComment: boolean;
  isModerator: boolean;
  queueItemType: number;
  moderatorId: number;
  isFlagged: boolean;
  employeeId: number;
  employeeFriendlyName: string;
  isCommentOwner: boolean;
}

/** A step that failed: the message to show. */
class StepFailed extends Error {
  constructor(readonly formMessage: FormMessage) {
    super(formMessage.text);
  }
}

async function step(text: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    throw new StepFailed(failureMessage(text, error));
  }
}

export function useCustomCommentEditForm(props: CustomCommentEditFormProps): EditFormViewProps {
  const kind: ModeratedItemKind = props.isComment ? 'comment' : 'reply';
  const texts = EDIT_FORM_MESSAGES[kind];
  const viewer = { isModerator: props.isModerator, isOwner: props.isCommentOwner };
  const itemKind = editItemKindOf(props);

  const [saved, setSaved] = useState<SavedItem>(() => ({
    text: props.text,
    links: props.links,
    webskus: props.webskus,
  }));
  const [editing, setEditing] = useState(false);
  const [editSuccess, setEditSuccess] = useState(false);
  const [text, setText] = useState(props.text);
  const [rows, setRows] = useState<PartLinkRow[]>(() => rowsFrom(props.webskus, props.links));
  const [attempted, setAttempted] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const { busy, run } = useActionRunner<EditAction | FeedbackAction>();
  const { focus, requestFocus } = useFocusRequest<EditFocusTarget>();

  const allErrors: FieldErrors = useMemo(
    () => ({ text: textError(text), links: linkErrors(rows, getConfig().siteRoot, location.href) }),
    [text, rows],
  );
  const errors = attempted ? allErrors : {};

  const changed = () => {
    const { links, parts } = collectPartLinks(rows);
    return (
      text !== saved.text ||
      links.join('\n') !== saved.links.join('\n') ||
      parts.join('\n') !== saved.webskus.join('\n')
    );
  };

  /** The reply update request (staff §3.2), or null when the form is not valid (errors shown). */
  const validRequest = async (): Promise<ReplyUpdateRequest | null> => {
    if (hasErrors(allErrors)) {
      setAttempted(true);
      setEditing(true);
      requestFocus(allErrors.text ? 'text' : 'links');
      return null;
    }
    const { links, parts } = collectPartLinks(rows);
    const problem = await linkCheckProblem(links);
    if (problem) {
      setMessage(problem);
      requestFocus('message');
      return null;
    }
    return { replyText: text, replyProductWebSkus: parts, replyLinks: links };
  };

  const fail = (error: unknown): ActionOutcome => {
    if (!(error instanceof StepFailed)) throw error;
    setMessage(error.formMessage);
    requestFocus('message');
    return 'done';
  };

  const reload = (): ActionOutcome => {
    pageNavigation.reload();
    return 'navigating';
  };

  /** Saves the edits when they changed; with `approve`, approves the item after the update. */
  const saveThen = async (failureText: string, approve: boolean): Promise<boolean> => {
    if (changed()) {
      const body = await validRequest();
      if (!body) return false;
      await step(failureText, () => updateItem(kind, props.id, body, newIdempotencyKey()));
      setSaved({ text: body.replyText, links: body.replyLinks, webskus: body.replyProductWebSkus });
    }
    if (approve)
      await step(texts.approve, () => moderateItem(kind, props.id, 'approve', newIdempotencyKey()));
    return true;
  };

  /** Staff §4.1: the specialist hold for a non-moderator or the owner, the moderator hold otherwise. */
  const holdItem = async (): Promise<boolean> => {
    if (itemKind !== 'normal') {
      if (!(await saveThen(texts.update, false))) return false;
      await step(texts.hold, () => moderateItem(kind, props.id, 'hold', newIdempotencyKey()));
      return true;
    }
    if (holdKindOf(viewer) === 'specialist') {
      if (!(await saveThen(texts.update, false))) return false;
      await step(texts.hold, () => specialistHold(kind, props.id, newIdempotencyKey()));
      return true;
    }
    const body = await validRequest();
    if (!body) return false;
    await step(texts.hold, () => moderatorHold(kind, props.id, body, newIdempotencyKey()));
    return true;
  };

  /** For the feedback workflow: null on success, else the message it shows. */
  const asProblem = async (work: () => Promise<boolean>): Promise<FormMessage | null> => {
    try {
      return (await work()) ? null : { tone: 'error', text: texts.update };
    } catch (error) {
      if (error instanceof StepFailed) return error.formMessage;
      throw error;
    }
  };

  const feedback = useFeedback({
    kind,
    itemId: props.id,
    queueItemType: props.queueItemType,
    isModerator: props.isModerator,
    isOwner: props.isCommentOwner,
    moderatorId: props.moderatorId,
    specialistId: props.employeeId,
    failures: texts,
    run,
    saveAndApprove: () => asProblem(() => saveThen(texts.update, true)),
    hold: () => asProblem(holdItem),
  });

  const actions: Record<EditAction, () => Promise<ActionOutcome>> = {
    save: async () => {
      setAttempted(true);
      const body = await validRequest();
      if (!body) return 'done';
      try {
        await step(texts.save, () => updateItem(kind, props.id, body, newIdempotencyKey()));
        setSaved({ text: body.replyText, links: body.replyLinks, webskus: body.replyProductWebSkus });
        if (props.isModerator && props.status === SAVE_AND_APPROVE_STATUS)
          await step(texts.approve, () => moderateItem(kind, props.id, 'approve', newIdempotencyKey()));
      } catch (error) {
        return fail(error);
      }
      setEditing(false);
      setEditSuccess(true);
      setAttempted(false);
      setMessage({ tone: 'success', text: EDIT_SUCCESS_MESSAGE });
      requestFocus('edit');
      return 'done';
    },
    approve: async () => {
      try {
        if (!(await saveThen(texts.update, false))) return 'done';
        if (itemKind === 'flagged') {
          await step(texts.approve, () => approveSpecial(kind, props.id, 'flagged', newIdempotencyKey()));
          await step(texts.approve, () => deleteFlag(kind, props.id, 'flags'));
        } else if (itemKind === 'auto-approve-failed') {
          await step(texts.approve, () =>
            approveSpecial(kind, props.id, 'failed-auto-approve', newIdempotencyKey()),
          );
        } else await step(texts.approve, () => moderateItem(kind, props.id, 'approve', newIdempotencyKey()));
      } catch (error) {
        return fail(error);
      }
      return reload();
    },
    deny: async () => {
      try {
        await step(texts.deny, () => moderateItem(kind, props.id, 'deny', newIdempotencyKey()));
        if (itemKind === 'flagged') await step(texts.deny, () => deleteFlag(kind, props.id, 'submission'));
      } catch (error) {
        return fail(error);
      }
      return reload();
    },
    hold: async () => {
      try {
        if (!(await holdItem())) return 'done';
      } catch (error) {
        return fail(error);
      }
      return reload();
    },
    close: async () => {
      setText(saved.text);
      setRows(rowsFrom(saved.webskus, saved.links));
      setAttempted(false);
      setMessage(null);
      setEditing(false);
      requestFocus('edit');
      return 'done';
    },
  };

  const onAction = useCallback(
    (action: EditAction) => {
      if (action !== 'close') setMessage(null);
      void run(action, actions[action]);
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the actions read the latest render's state
    [run, actions],
  );

  return {
    kind,
    itemKind,
    saved,
    editing,
    editSuccess,
    onEdit: () => {
      setEditing(true);
      setEditSuccess(false);
      setMessage(null);
      requestFocus('text');
    },
    text,
    onTextChange: (value: string) => setText(value),
    rows,
    onRowsChange: setRows,
    errors,
    busy,
    message,
    onAction,
    focus,
    feedback,
  };
}
