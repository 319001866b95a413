import {
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { isAbort } from '../../../core/errors';
import { useComponentStyles } from '../../../core/widget-context';
import { LOCATION_MESSAGES, LocationError } from './geolocation';
import { zipCodeFormStyles } from './zip-code-form.styles';
import { isAllowedZipText, sanitizeZipInput, ZIP_CODE_MESSAGES, zipCodeError } from './zip-code-rules';

export const ZIP_CODE_LABEL = 'ZIP or postal code';
export const USE_MY_LOCATION = 'Use my current location';

export interface ZipCodeFormProps {
  /** The box's heading; leave out inside a modal, whose title is the heading. */
  heading?: string;
  /** A valid, upper-cased ZIP or postal code. */
  onSubmit: (zipCode: string) => void;
  onCancel: () => void;
  /** Finds the ZIP code where the shopper is; throws a LocationError saying what went wrong. */
  locate: (signal: AbortSignal) => Promise<string>;
  /** Focus the input when the form appears (in the ZIP modal). */
  autoFocus?: boolean;
  /** Announced after a submit (the standalone box, which stays on the page); a new object each time. */
  confirmation?: { text: string } | null;
}

interface Notice {
  text: string;
  tone: 'info' | 'problem';
  /** A confirmation goes when the widget withdraws it. */
  confirmation?: boolean;
}

/**
 * The zip-code entry box (storefront §2, §5): Enter or Submit checks the code (required, at most 10
 * characters, a US ZIP or a Canadian postal code); only letters, digits, space and hyphen can be
 * typed, upper-cased; pasting and dropping are refused with a notice. Messages are tied to the input
 * with aria-describedby and sit in live regions, so they are announced.
 */
export function ZipCodeForm({
  heading,
  onSubmit,
  onCancel,
  locate,
  autoFocus,
  confirmation,
}: ZipCodeFormProps) {
  // Its own CSS, wherever it renders (the ZIP box, the delivery widgets' ZIP modal): it loads with the form.
  useComponentStyles(zipCodeFormStyles, 'zip-code-form');
  const ids = { heading: useId(), input: useId(), error: useId(), notice: useId() };
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [locating, setLocating] = useState(false);
  const locateController = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => locateController.current?.abort(), []);
  useEffect(() => {
    if (!autoFocus) return;
    // A modal's focus trap moves focus to its first control on a zero-delay timer queued after this
    // effect; focusing the input one timer later leaves it here.
    let inner: ReturnType<typeof setTimeout> | undefined;
    const outer = setTimeout(() => {
      inner = setTimeout(() => inputRef.current?.focus(), 0);
    }, 0);
    return () => {
      clearTimeout(outer);
      clearTimeout(inner);
    };
  }, [autoFocus]);
  useEffect(() => {
    if (confirmation) setNotice({ text: confirmation.text, tone: 'info', confirmation: true });
    else setNotice((current) => (current?.confirmation ? null : current));
  }, [confirmation]);

  const error = zipCodeError(value);
  // Required and the pattern wait for a submit; a code that is too long is said at once.
  const shownError = submitted || error === ZIP_CODE_MESSAGES.maxLength ? error : null;

  const submit = (zipCode: string) => {
    setSubmitted(true);
    if (zipCodeError(zipCode)) return;
    onSubmit(zipCode.trim());
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    submit(value);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(sanitizeZipInput(event.target.value));
    if (notice?.tone === 'info') setNotice(null);
  };

  const handleBeforeInput = (event: FormEvent<HTMLInputElement>) => {
    const data = (event.nativeEvent as InputEvent).data;
    if (data && !isAllowedZipText(data)) event.preventDefault();
  };

  const refuse = (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) => {
    event.preventDefault();
    setNotice({ text: ZIP_CODE_MESSAGES.pasteBlocked, tone: 'info' });
  };

  const handleLocate = async () => {
    locateController.current?.abort();
    const controller = new AbortController();
    locateController.current = controller;
    setLocating(true);
    setNotice({ text: LOCATION_MESSAGES.locating, tone: 'info' });
    try {
      const zipCode = sanitizeZipInput(await locate(controller.signal));
      if (controller.signal.aborted) return;
      setValue(zipCode);
      setNotice(null);
      submit(zipCode);
    } catch (caught) {
      if (controller.signal.aborted || isAbort(caught)) return;
      const text = caught instanceof LocationError ? caught.message : LOCATION_MESSAGES.lookupFailed;
      setNotice({ text, tone: 'problem' });
    } finally {
      if (locateController.current === controller) {
        locateController.current = null;
        setLocating(false);
      }
    }
  };

  const describedBy = [shownError ? ids.error : null, notice ? ids.notice : null].filter(Boolean).join(' ');

  return (
    <form
      className="shop-zip-form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={heading ? ids.heading : undefined}
      aria-busy={locating || undefined}
    >
      {heading ? (
        <h2 id={ids.heading} className="shop-zip-form__heading">
          {heading}
        </h2>
      ) : null}
      <label htmlFor={ids.input} className="shop-zip-form__label">
        {ZIP_CODE_LABEL}
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        className="shop-zip-form__input"
        type="text"
        name="zipCode"
        value={value}
        onChange={handleChange}
        onBeforeInput={handleBeforeInput}
        onPaste={refuse}
        onDrop={refuse}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        required
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {shownError ? (
        <p id={ids.error} className="shop-zip-form__error" role="alert">
          {shownError}
        </p>
      ) : null}
      <button
        type="button"
        className="shop-zip-form__locate"
        onClick={() => void handleLocate()}
        disabled={locating}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        {USE_MY_LOCATION}
      </button>
      <p id={ids.notice} className="shop-zip-form__notice" role="status" data-tone={notice?.tone}>
        {notice?.text ?? ''}
      </p>
      <div className="shop-zip-form__actions">
        <button type="button" className="shop-button shop-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="shop-button shop-button--primary">
          Submit
        </button>
      </div>
    </form>
  );
}
