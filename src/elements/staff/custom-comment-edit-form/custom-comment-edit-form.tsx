import { useRef } from 'react';
import { isSafeUrl } from '../../../core/attributes';
import { getConfig } from '../../../core/config';
import { ActionButton } from '../../community/shared/action-button';
import type { FieldErrors } from '../../community/shared/comment-fields';
import { FeedbackPanel } from '../../community/shared/feedback/feedback-panel';
import type { FeedbackAction, FeedbackPanelProps } from '../../community/shared/feedback/use-feedback';
import { TextAreaField } from '../../community/shared/fields';
import { type FormMessage, FormMessageArea } from '../../community/shared/form-message';
import type { EditItemKind } from '../../community/shared/moderation-rules';
import { PartLinkRows } from '../../community/shared/part-link-rows';
import type { PartLinkRow } from '../../community/shared/part-links';
import {
  type FocusRequest,
  firstInvalidLink,
  useFocusTargets,
} from '../../community/shared/use-action-runner';

export type EditAction = 'save' | 'approve' | 'deny' | 'hold' | 'close';
export type EditFocusTarget = 'edit' | 'text' | 'links' | 'message';

/** The item as stored: what shows when the form is closed. */
export interface SavedItem {
  text: string;
  links: readonly string[];
  webskus: readonly string[];
}

export interface EditFormViewProps {
  kind: 'comment' | 'reply';
  itemKind: EditItemKind;
  saved: SavedItem;
  editing: boolean;
  /** The edit-success flag (staff §4.1): the last save succeeded. */
  editSuccess: boolean;
  onEdit: () => void;
  text: string;
  onTextChange: (text: string) => void;
  rows: readonly PartLinkRow[];
  onRowsChange: (rows: PartLinkRow[]) => void;
  errors: FieldErrors;
  busy: EditAction | FeedbackAction | null;
  message: FormMessage | null;
  onAction: (action: EditAction) => void;
  focus: FocusRequest<EditFocusTarget> | null;
  feedback: FeedbackPanelProps;
}

/** Staff §2.2: the buttons of each kind of item (Close added to every kind, so the form can be left). */
const BUTTONS: Record<EditItemKind, readonly [EditAction, string][]> = {
  normal: [
    ['save', 'Save'],
    ['deny', 'Deny'],
    ['hold', 'Hold'],
    ['close', 'Close'],
  ],
  flagged: [
    ['approve', 'Approve'],
    ['deny', 'Deny'],
    ['hold', 'Hold'],
    ['close', 'Close'],
  ],
  'auto-approve-failed': [
    ['approve', 'Approve'],
    ['deny', 'Deny'],
    ['hold', 'Hold'],
    ['close', 'Close'],
  ],
};

const BUSY_LABELS: Record<EditAction | FeedbackAction, string> = {
  save: 'Saving',
  approve: 'Approving',
  deny: 'Denying',
  hold: 'Holding',
  close: 'Closing',
  'feedback-approve': 'Approving',
  'feedback-send': 'Sending feedback',
  'feedback-follow-up': 'Sending feedback',
  'feedback-respond': 'Sending',
  'feedback-hold': 'Holding',
};

/** A stored link (relative to the site root) as an address on this site. */
function siteHref(link: string): string | undefined {
  if (!isSafeUrl(link)) return undefined;
  const root = getConfig().siteRoot || '/';
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/')
    ? link
    : `${root.replace(/\/?$/, '/')}${link}`;
}

function SavedView({ saved, kind }: { saved: SavedItem; kind: 'comment' | 'reply' }) {
  return (
    <>
      <p className="shop-edit-form__text">{saved.text}</p>
      {saved.links.length > 0 && (
        <ul className="shop-edit-form__list" aria-label={`Links of this ${kind}`}>
          {saved.links.map((link) => {
            const href = siteHref(link);
            return <li key={link}>{href ? <a href={href}>{link}</a> : link}</li>;
          })}
        </ul>
      )}
      {saved.webskus.length > 0 && (
        <ul className="shop-edit-form__list" aria-label={`Part numbers of this ${kind}`}>
          {saved.webskus.map((sku) => (
            <li key={sku}>{sku}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function CustomCommentEditFormView(props: EditFormViewProps) {
  const { kind, editing, busy, focus } = props;
  const editRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useFocusTargets(focus, {
    edit: () => editRef.current,
    text: () => textRef.current,
    links: () => firstInvalidLink(formRef.current),
    message: () => messageRef.current,
  });

  const state = editing ? 'edit' : props.editSuccess ? 'edit-success' : 'view';
  return (
    <div className="shop-edit-form" part="root" data-state={state} data-item-kind={props.itemKind}>
      {!editing && (
        <div className="shop-edit-form__original" part="original">
          <SavedView saved={props.saved} kind={kind} />
          <button
            ref={editRef}
            type="button"
            className="shop-button shop-button--secondary shop-edit-form__edit"
            aria-disabled={busy !== null || undefined}
            onClick={() => busy === null && props.onEdit()}
          >
            Edit
          </button>
        </div>
      )}
      {editing && (
        <form
          ref={formRef}
          className="shop-form shop-edit-form__form"
          part="form"
          aria-label={`Edit this ${kind}`}
          aria-busy={busy !== null || undefined}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onAction(props.itemKind === 'normal' ? 'save' : 'approve');
          }}
        >
          <TextAreaField
            label="Reply text"
            value={props.text}
            onChange={props.onTextChange}
            error={props.errors.text}
            textAreaRef={textRef}
          />
          <PartLinkRows
            rows={props.rows}
            onChange={props.onRowsChange}
            linkErrors={props.errors.links}
            legend="Parts and links"
          />
          <fieldset className="shop-actions" part="actions" aria-label={`Moderate this ${kind}`}>
            {BUTTONS[props.itemKind].map(([action, label], index) => (
              <ActionButton
                key={action}
                action={action}
                label={label}
                busy={busy as EditAction | null}
                onAction={props.onAction}
                variant={index === 0 ? 'primary' : action === 'deny' ? 'danger' : 'secondary'}
                type={index === 0 ? 'submit' : 'button'}
              />
            ))}
          </fieldset>
        </form>
      )}
      {busy && (
        <p className="shop-busy" role="status">
          {BUSY_LABELS[busy]}…
        </p>
      )}
      <FormMessageArea message={props.message} messageRef={messageRef} />
      <FeedbackPanel {...props.feedback} busy={busy} />
    </div>
  );
}
