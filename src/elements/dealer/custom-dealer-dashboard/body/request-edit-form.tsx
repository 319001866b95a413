import { useEffect, useRef, useState } from 'react';
import type { DealerInstallRequest } from '../../../../api/dealer-install-requests';
import {
  editFieldsOf,
  type RequestEditErrors,
  type RequestEditFields,
  requestEditBody,
  requestEditErrors,
} from './request-edit';
import type { RequestsModel } from './use-requests';

export interface RequestEditFormProps {
  request: DealerInstallRequest;
  model: RequestsModel;
  /** Closes the form (after a save, or Cancel): the row's Edit button takes the focus back. */
  onClose: () => void;
}

const FIELDS: readonly {
  name: keyof RequestEditFields;
  label: string;
  type: string;
  autoComplete: string;
}[] = [
  { name: 'customerName', label: 'Customer name', type: 'text', autoComplete: 'off' },
  { name: 'customerPhone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'customerEmail', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'appointmentDate', label: 'Appointment date', type: 'date', autoComplete: 'off' },
  { name: 'appointmentTime', label: 'Appointment time', type: 'time', autoComplete: 'off' },
];

/**
 * One request's contact details and appointment (PUT /api/dealer-install-request/request). Checked as the
 * dealer saves; a failure keeps every field as typed and says why; Save waits while the request is in flight.
 */
export function RequestEditForm({ request, model, onClose }: RequestEditFormProps) {
  const requestId = request.dealerInstallRequestId;
  const [fields, setFields] = useState<RequestEditFields>(() => editFieldsOf(request));
  const [errors, setErrors] = useState<RequestEditErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const busy = saving || model.pending.includes(requestId);
  const idOf = (name: string) => `shop-dealer-edit-${requestId}-${name}`;
  // Opening the form takes the dealer to its first field.
  useEffect(() => firstField.current?.focus(), []);

  const submit = async () => {
    if (busy) return;
    const found = requestEditErrors(fields);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const message = await model.editRequest(requestEditBody(requestId, fields));
    setSaving(false);
    if (message === null) onClose();
    else setFailure(message);
  };

  return (
    <form
      className="shop-dealer__edit"
      aria-label={`Edit request #${requestId}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <p className="shop-dealer__muted">
        Correct the customer's contact details and set the appointment you agreed. The shopper's own notes
        stay as sent.
      </p>
      <div className="shop-dealer__edit-fields">
        {FIELDS.map(({ name, label, type, autoComplete }) => {
          const error = errors[name];
          return (
            <div key={name} className="shop-dealer__field">
              <label htmlFor={idOf(name)}>
                {label}
                {name === 'customerName' ? '' : ' (optional)'}
              </label>
              <input
                id={idOf(name)}
                ref={name === 'customerName' ? firstField : undefined}
                type={type}
                autoComplete={autoComplete}
                value={fields[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${idOf(name)}-error` : undefined}
                onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
              />
              {error && (
                <span id={`${idOf(name)}-error`} className="shop-dealer__error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {errors.contact && <p className="shop-dealer__error">{errors.contact}</p>}
      {Object.keys(errors).length > 0 && (
        <p className="shop-dealer__error" role="alert">
          Request #{requestId} was not saved: correct the fields marked above.
        </p>
      )}
      {failure && (
        <p className="shop-dealer__error" role="alert">
          {failure}
        </p>
      )}
      <div className="shop-dealer__actions">
        {/* aria-disabled, not disabled: the focus stays on the button while the save is in flight. */}
        <button
          type="submit"
          className="shop-dealer__button"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {saving ? 'Saving…' : `Save request #${requestId}`}
        </button>
        <button
          type="button"
          className="shop-dealer__button shop-dealer__button--quiet"
          disabled={saving}
          onClick={onClose}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
