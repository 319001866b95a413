import { type Ref, useId } from 'react';
import { COMMENT_TEXT_MAX_LENGTH } from './messages';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  type?: 'text' | 'email';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled one-line input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  value,
  onChange,
  error,
  inputRef,
  type = 'text',
  autoComplete,
  required = false,
  disabled = false,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="shop-field">
      <label className="shop-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="shop-field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="shop-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  textAreaRef?: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
  /** The limit shown under the field (the comment and reply limit by default); null shows none. */
  maxLength?: number | null;
  rows?: number;
}

/** A labelled text area whose error is tied to it; with a limit, its length against that limit. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  textAreaRef,
  disabled = false,
  maxLength = COMMENT_TEXT_MAX_LENGTH,
  rows = 5,
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const over = maxLength !== null && value.length > maxLength;
  const describedBy = [error ? errorId : '', maxLength !== null ? countId : ''].filter(Boolean).join(' ');
  return (
    <div className="shop-field">
      <label className="shop-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={textAreaRef}
        id={id}
        className="shop-field__input"
        rows={rows}
        value={value}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {maxLength !== null && (
        <p id={countId} className="shop-field__hint" data-state={over ? 'over' : undefined}>
          {value.length} of {maxLength} characters
        </p>
      )}
      {error && (
        <p id={errorId} className="shop-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="shop-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

interface IdentityFieldsProps {
  name: string;
  email: string;
  errors: { name?: string; email?: string };
  onChange: (change: { name: string } | { email: string }) => void;
  nameRef?: Ref<HTMLInputElement>;
  emailRef?: Ref<HTMLInputElement>;
}

/** The customer's name and e-mail, side by side: shared by the comment and reply forms. */
export function IdentityFields({ name, email, errors, onChange, nameRef, emailRef }: IdentityFieldsProps) {
  return (
    <div className="shop-form__row">
      <TextField
        label="Name"
        value={name}
        onChange={(value) => onChange({ name: value })}
        error={errors.name}
        inputRef={nameRef}
        autoComplete="name"
        required
      />
      <TextField
        label="E-mail"
        type="email"
        value={email}
        onChange={(value) => onChange({ email: value })}
        error={errors.email}
        inputRef={emailRef}
        autoComplete="email"
        required
      />
    </div>
  );
}
