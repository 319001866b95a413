import { useEffect, useId, useRef, useState } from 'react';
import { InfoBubble } from '../../../ui/info-bubble/info-bubble';
import {
  addRow,
  type PartLinkField,
  type PartLinkRow,
  removeFromRow,
  SUPPORTED_LINK_TYPES,
  updateRow,
} from './part-links';

export interface PartLinkRowsProps {
  rows: readonly PartLinkRow[];
  onChange: (rows: PartLinkRow[]) => void;
  /** Row index → message, shown under that row's link. */
  linkErrors?: ReadonlyMap<number, string>;
  disabled?: boolean;
  legend?: string;
}

export const SUPPORTED_LINK_TYPES_TEXT = `Supported link types: ${SUPPORTED_LINK_TYPES.join(', ')}.`;

type FocusTarget = { key: number; part: 'partNumber' | 'remove' } | { key: 'add' };

/**
 * The repeating Part Number + Link URL rows with 'Add More Parts/Links' and a Remove per row
 * (community §5, staff §2.2 and §5). Controlled: the form owns the rows (see `part-links.ts` for
 * the rules). Shared by the comment, reply and edit forms.
 */
export function PartLinkRows({
  rows,
  onChange,
  linkErrors,
  disabled = false,
  legend = 'Parts and links (optional)',
}: PartLinkRowsProps) {
  const baseId = useId();
  const inputs = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const numbered = rows.length > 1;

  useEffect(() => {
    if (!focusTarget) return;
    const element =
      focusTarget.key === 'add'
        ? addButton.current
        : inputs.current.get(`${focusTarget.key}-${focusTarget.part}`);
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const register = (key: number, part: string) => (element: HTMLElement | null) => {
    if (element) inputs.current.set(`${key}-${part}`, element);
    else inputs.current.delete(`${key}-${part}`);
  };

  const change = (index: number, field: PartLinkField, value: string) =>
    onChange(updateRow(rows, index, field, value));

  const add = () => {
    const next = addRow(rows);
    onChange(next);
    const added = next[next.length - 1];
    if (added) setFocusTarget({ key: added.key, part: 'partNumber' });
  };

  const remove = (index: number) => {
    const next = removeFromRow(rows, index);
    onChange(next);
    const stayed = next.find((row) => row.key === rows[index]?.key);
    if (stayed) setFocusTarget({ key: stayed.key, part: 'partNumber' });
    else {
      const previous = next[Math.min(index, next.length) - 1];
      setFocusTarget(previous ? { key: previous.key, part: 'remove' } : { key: 'add' });
    }
  };

  return (
    <fieldset className="shop-part-links" part="part-links" disabled={disabled}>
      <legend className="shop-part-links__legend">{legend}</legend>
      <ul className="shop-part-links__rows">
        {rows.map((row, index) => {
          const rowLabel = numbered ? ` ${index + 1}` : '';
          const partId = `${baseId}-part-${row.key}`;
          const linkId = `${baseId}-link-${row.key}`;
          const errorId = `${linkId}-error`;
          const error = linkErrors?.get(index);
          return (
            <li key={row.key} className="shop-part-links__row">
              <div className="shop-field shop-part-links__part">
                <label className="shop-field__label" htmlFor={partId}>
                  Part Number<span className="shop-visually-hidden">{rowLabel}</span>
                </label>
                <input
                  ref={register(row.key, 'partNumber')}
                  id={partId}
                  className="shop-field__input"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.partNumber}
                  onChange={(event) => change(index, 'partNumber', event.target.value)}
                />
              </div>
              <div className="shop-field shop-part-links__link">
                <div className="shop-field__label-row">
                  <label className="shop-field__label" htmlFor={linkId}>
                    Link URL<span className="shop-visually-hidden">{rowLabel}</span>
                  </label>
                  {index === 0 && (
                    <InfoBubble
                      label="Supported link types"
                      content={SUPPORTED_LINK_TYPES_TEXT}
                      className="shop-part-links__info"
                    />
                  )}
                </div>
                <input
                  id={linkId}
                  className="shop-field__input"
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.link}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => change(index, 'link', event.target.value)}
                />
                {error && (
                  <p id={errorId} className="shop-field__error">
                    {error}
                  </p>
                )}
              </div>
              <button
                ref={register(row.key, 'remove')}
                type="button"
                className="shop-button shop-button--link shop-part-links__remove"
                aria-label={`Remove part and link${rowLabel}`}
                onClick={() => remove(index)}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <button
        ref={addButton}
        type="button"
        className="shop-button shop-button--secondary shop-part-links__add"
        onClick={add}
      >
        Add More Parts/Links
      </button>
    </fieldset>
  );
}
