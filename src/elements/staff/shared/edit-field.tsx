import { useId } from 'react';

export interface EditFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  maxLength?: number;
  inputMode?: 'numeric';
  required?: boolean;
  readOnly?: boolean;
}

/**
 * A labelled input or text area of the question and answer edit forms, its error tied to it, with an
 * optional limit shown under it ("n of 100 characters"). Uses the community kit's field classes; a
 * module of its own because the kit's fields have no blur callback and no read-only state.
 */
export function EditField({
  label,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  multiline = false,
  maxLength,
  inputMode,
  required = false,
  readOnly = false,
}: EditFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const showCount = maxLength !== undefined && inputMode !== 'numeric';
  const describedBy = [error ? errorId : '', showCount ? countId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: 'shop-field__input',
    value,
    readOnly,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
  } as const;
  return (
    <div className="shop-field">
      <label className="shop-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {showCount && (
        <p id={countId} className="shop-field__hint">
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
