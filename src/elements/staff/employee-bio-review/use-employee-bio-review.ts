import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type BioReview,
  type BioReviewEdit,
  fetchBioReview,
  saveBioReview,
  setBioReviewStatus,
} from '../../../api/accounts';
import { isApiError } from '../../../core/errors';
import { newIdempotencyKey, OFFLINE_MESSAGE } from '../../../core/http';
import { loadSanitizer, type Sanitize } from '../../community/who-is-that-bios/sanitizer';
import { BIO_REVIEW_TEXTS } from './bio-review-texts';
import { type BioList, useBioList } from './use-bio-list';

export interface EmployeeBioReviewProps {
  bioId: number;
}

/** The fields the reviewer edits. */
export interface BioFields {
  displayName: string;
  summary: string;
  internalSummary: string;
  aboutMe: string;
}

export type BioReviewAction = 'save' | 'approve' | 'reject';
export type BioReviewFocusTarget = 'displayName' | 'note' | 'message';

/** The submitted bio as the reviewer sees it: the HTML fields cleaned by DOMPurify. */
export interface CleanBioReview extends BioReview {
  cleanSummary: string;
  cleanAboutMe: string;
}

/** A review opened from the list has a way back to it (none when the page named the bio). */
interface FromList {
  onBack?: () => void;
}

export type BioReviewProps =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | {
      status: 'ready';
      review: CleanBioReview;
      fields: BioFields;
      note: string;
      /** The action in flight, if any: every action button is disabled meanwhile. */
      busy: BioReviewAction | null;
      errors: { displayName?: string; note?: string };
      message: { kind: 'success' | 'error'; text: string } | null;
      focus: { target: BioReviewFocusTarget; nonce: number } | null;
      onFieldChange: (patch: Partial<BioFields>) => void;
      onNoteChange: (note: string) => void;
      onSave: () => void;
      onDecide: (decision: 'approve' | 'reject') => void;
    };

export type EmployeeBioReviewViewProps =
  | {
      status: 'list';
      list: BioList;
      /** The list is shown again after a review: its heading takes the focus. */
      returned: boolean;
      onOpen: (bioId: number) => void;
    }
  | (BioReviewProps & FromList);

function cleanReview(review: BioReview, sanitize: Sanitize): CleanBioReview {
  return { ...review, cleanSummary: sanitize(review.summary), cleanAboutMe: sanitize(review.aboutMe) };
}

function fieldsOf(review: BioReview): BioFields {
  return {
    displayName: review.displayName,
    summary: review.summary,
    internalSummary: review.internalSummary,
    aboutMe: review.aboutMe,
  };
}

function loadFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'offline') return OFFLINE_MESSAGE;
  if (isApiError(error) && (error.status === 401 || error.status === 403))
    return BIO_REVIEW_TEXTS.signInAsStaff;
  if (isApiError(error) && error.status === 404) return BIO_REVIEW_TEXTS.notFound;
  return BIO_REVIEW_TEXTS.loadFailed;
}

/** A failed action's text: the offline text is added when the browser stayed offline. */
function actionFailure(text: string, error: unknown): string {
  if (isApiError(error) && error.kind === 'offline') return `${text} ${OFFLINE_MESSAGE}`;
  if (isApiError(error) && (error.status === 401 || error.status === 403))
    return `${text} ${BIO_REVIEW_TEXTS.signInAsStaff}`;
  return text;
}

type ActionKeys = Partial<Record<BioReviewAction | 'save-first', string>>;

function keyOf(keys: ActionKeys, action: BioReviewAction | 'save-first'): string {
  keys[action] ??= newIdempotencyKey();
  return keys[action];
}

const sameFields = (a: BioFields, b: BioFields) =>
  a.displayName === b.displayName &&
  a.summary === b.summary &&
  a.internalSummary === b.internalSummary &&
  a.aboutMe === b.aboutMe;

/**
 * GET /api/accounts/employee-bio-review/{id} (with DOMPurify, loaded alongside), then the reviewer's
 * edits (PUT /employee-bio-review/{id}) and decision (PUT /bio-review-status/{id}). A decision with
 * unsaved edits saves them first, and decides only when that save succeeded. One action at a time;
 * every failure keeps the fields and the note and says which step failed.
 */
function useBioReview(bioId: number): BioReviewProps | null {
  const [load, setLoad] = useState<
    { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [review, setReview] = useState<CleanBioReview | null>(null);
  const [fields, setFields] = useState<BioFields>({
    displayName: '',
    summary: '',
    internalSummary: '',
    aboutMe: '',
  });
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<BioReviewAction | null>(null);
  const [errors, setErrors] = useState<{ displayName?: string; note?: string }>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [focus, setFocus] = useState<{ target: BioReviewFocusTarget; nonce: number } | null>(null);
  const busyRef = useRef(false);
  const sanitizeRef = useRef<Sanitize | null>(null);
  // One key per attempt of an action, kept until what it would send changes (a retry can never apply twice).
  const keys = useRef<ActionKeys>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the 'Try again' counter: a change loads again.
  useEffect(() => {
    if (bioId <= 0) return;
    let current = true;
    setLoad({ status: 'loading' });
    Promise.all([fetchBioReview(bioId), loadSanitizer()]).then(
      ([loaded, sanitize]) => {
        if (!current) return;
        sanitizeRef.current = sanitize;
        setReview(cleanReview(loaded, sanitize));
        setFields(fieldsOf(loaded));
        setNote(loaded.reviewNote);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (current) setLoad({ status: 'error', message: loadFailure(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [bioId, attempt]);

  const moveFocus = useCallback((target: BioReviewFocusTarget) => {
    setFocus((previous) => ({ target, nonce: (previous?.nonce ?? 0) + 1 }));
  }, []);

  const onFieldChange = useCallback((patch: Partial<BioFields>) => {
    keys.current = {};
    setFields((current) => ({ ...current, ...patch }));
    if (patch.displayName !== undefined && patch.displayName.trim() !== '')
      setErrors((current) => ({ ...current, displayName: undefined }));
  }, []);

  const onNoteChange = useCallback((next: string) => {
    keys.current.approve = undefined;
    keys.current.reject = undefined;
    setNote(next);
    if (next.trim() !== '') setErrors((current) => ({ ...current, note: undefined }));
  }, []);

  const run = useCallback(
    (action: BioReviewAction) => {
      if (busyRef.current || !review) return;
      const found: { displayName?: string; note?: string } = {};
      if (fields.displayName.trim() === '') found.displayName = BIO_REVIEW_TEXTS.displayNameRequired;
      if (action === 'reject' && note.trim() === '') found.note = BIO_REVIEW_TEXTS.noteRequired;
      setErrors(found);
      if (found.displayName || found.note) {
        setMessage(null);
        moveFocus(found.displayName ? 'displayName' : 'note');
        return;
      }
      busyRef.current = true;
      setBusy(action);
      setMessage(null);
      const edit: BioReviewEdit = {
        bioID: review.bioID,
        accountID: review.accountID,
        employeeID: review.employeeID,
        ...fields,
      };
      const dirty = !sameFields(fields, fieldsOf(review));
      const sanitize = sanitizeRef.current ?? (() => '');
      const apply = (saved: BioReview) => {
        const clean = cleanReview(saved, sanitize);
        setReview(clean);
        return clean;
      };
      const finish = (next: { kind: 'success' | 'error'; text: string }) => {
        busyRef.current = false;
        setBusy(null);
        setMessage(next);
        moveFocus('message');
      };
      if (action === 'save') {
        saveBioReview(edit, keyOf(keys.current, 'save')).then(
          (saved) => {
            keys.current = {};
            apply(saved);
            finish({ kind: 'success', text: BIO_REVIEW_TEXTS.saved });
          },
          (error: unknown) =>
            finish({ kind: 'error', text: actionFailure(BIO_REVIEW_TEXTS.saveFailed, error) }),
        );
        return;
      }
      const status = action === 'approve' ? 'Approved' : 'Rejected';
      const saveFirst = dirty
        ? saveBioReview(edit, keyOf(keys.current, 'save-first')).then(apply, (error: unknown) => {
            finish({
              kind: 'error',
              text: actionFailure(BIO_REVIEW_TEXTS.saveFailedBeforeDecision(action), error),
            });
            return null;
          })
        : Promise.resolve(review);
      void saveFirst.then((saved) => {
        if (!saved) return;
        keys.current['save-first'] = undefined;
        setBioReviewStatus(saved.bioID, { status, note: note.trim() }, keyOf(keys.current, action)).then(
          (decided) => {
            keys.current = {};
            apply(decided);
            finish({
              kind: 'success',
              text: action === 'approve' ? BIO_REVIEW_TEXTS.approved : BIO_REVIEW_TEXTS.rejected,
            });
          },
          (error: unknown) =>
            finish({
              kind: 'error',
              text: actionFailure(
                action === 'approve' ? BIO_REVIEW_TEXTS.approveFailed : BIO_REVIEW_TEXTS.rejectFailed,
                error,
              ),
            }),
        );
      });
    },
    [review, fields, note, moveFocus],
  );

  if (bioId <= 0) return null;
  if (load.status === 'loading' || (load.status === 'ready' && !review)) return { status: 'loading' };
  if (load.status === 'error')
    return { status: 'error', message: load.message, onRetry: () => setAttempt((count) => count + 1) };
  return {
    status: 'ready',
    review: review as CleanBioReview,
    fields,
    note,
    busy,
    errors,
    message,
    focus,
    onFieldChange,
    onNoteChange,
    onSave: () => run('save'),
    onDecide: (decision) => run(decision),
  };
}

/**
 * The screen: the bio the page names (`data-bio-id`), or without one the list of bios
 * (GET /api/accounts/bios) from which the reviewer opens one and comes back.
 */
export function useEmployeeBioReview({ bioId }: EmployeeBioReviewProps): EmployeeBioReviewViewProps {
  const [chosen, setChosen] = useState<number | null>(null);
  const [returned, setReturned] = useState(false);
  const activeId = bioId > 0 ? bioId : (chosen ?? 0);
  const review = useBioReview(activeId);
  const list = useBioList(activeId <= 0);
  const onOpen = useCallback((id: number) => setChosen(id), []);
  const onBack = useCallback(() => {
    setChosen(null);
    setReturned(true);
  }, []);
  if (!review) return { status: 'list', list, returned, onOpen };
  return bioId > 0 ? review : { ...review, onBack };
}
