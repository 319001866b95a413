import type { ReactNode, Ref } from 'react';

/**
 * The review forms' labelled fields (installer review, product review): a label, the control, a hint
 * under it and the error, both tied to the control (aria-describedby, aria-invalid). The ids derive from
 * the control's `id`: `${id}-hint` / `${id}-count` and `${id}-error`.
 */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="shop-field__error">
      {error}
    </p>
  ) : null;
}

function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="shop-field">
      <label className="shop-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface HintedInputProps {
  id: string;
  label: string;
  hint: string;
  type: 'text' | 'email';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
  required: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** A one-line input with its hint and error (described by the hint, then the error). */
export function HintedInput({
  id,
  label,
  hint,
  type,
  autoComplete,
  value,
  onChange,
  error,
  disabled,
  required,
  inputRef,
}: HintedInputProps) {
  return (
    <Field id={id} label={label}>
      <input
        ref={inputRef}
        id={id}
        className="shop-field__input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="shop-field__hint">
        {hint}
      </p>
      <FieldError id={id} error={error} />
    </Field>
  );
}

interface CountedTextAreaProps {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
  /** The length against the limit, shown under the text area. */
  count: string;
  over: boolean;
  textAreaRef: Ref<HTMLTextAreaElement>;
}

/** A text area with its length against the limit and its error (described by the error, then the count). */
export function CountedTextArea({
  id,
  label,
  placeholder,
  value,
  onChange,
  error,
  disabled,
  count,
  over,
  textAreaRef,
}: CountedTextAreaProps) {
  return (
    <Field id={id} label={label}>
      <textarea
        ref={textAreaRef}
        id={id}
        className="shop-field__input"
        rows={5}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-count`} className="shop-field__hint" data-state={over ? 'over' : undefined}>
        {count}
      </p>
      <FieldError id={id} error={error} />
    </Field>
  );
}
