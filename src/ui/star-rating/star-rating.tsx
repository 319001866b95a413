import { type CSSProperties, type Ref, useId } from 'react';
import { useComponentStyles } from '../../core/widget-context';
import { StarIcon } from './star-icon';
import { starRatingStyles } from './star-rating.styles';
import { starsFor } from './stars';

function sizeStyle(size: number | undefined): CSSProperties | undefined {
  return size ? ({ '--shop-star-size': `${size}px` } as CSSProperties) : undefined;
}

export interface StarRatingDisplayProps {
  /** Rating, for example 4.5. */
  value: number;
  max?: number;
  /** Star size in px; default 16. */
  size?: number;
  className?: string;
}

/** Read-only stars for a rating, announced as "Rated {value} out of {max}". */
export function StarRatingDisplay({ value, max = 5, size, className }: StarRatingDisplayProps) {
  useComponentStyles(starRatingStyles, 'star-rating');
  const shownValue = Math.round(value * 10) / 10;
  return (
    <span
      role="img"
      aria-label={`Rated ${shownValue} out of ${max}`}
      className={className ? `shop-stars ${className}` : 'shop-stars'}
      style={sizeStyle(size)}
    >
      {starsFor(value, max).map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional and never reorder
        <StarIcon key={index} fill={fill} />
      ))}
    </span>
  );
}

export interface StarRatingInputProps {
  /** Selected rating, 0 for none. */
  value: number;
  onChange: (value: number) => void;
  /** When false the stars only show the value: clicks do nothing and the radios are disabled. */
  editable?: boolean;
  max?: number;
  /** Radio group name (one per form). */
  name: string;
  /** Visible legend of the group, for example "Your rating". */
  label: string;
  size?: number;
  className?: string;
  /**
   * 'radiogroup' gives the fieldset the WAI-ARIA radio group role, which (unlike a plain group) can be
   * required and invalid: `StarRatingRadioGroup` sets it. Default: the fieldset's own group role.
   */
  role?: 'radiogroup';
  /** With the radiogroup role: a rating must be chosen (aria-required). */
  required?: boolean;
  /** With the radiogroup role: the current value was refused (aria-invalid), for example none chosen on submit. */
  invalid?: boolean;
  /** Id of an element that describes the group (its error notice). */
  describedBy?: string;
  /** The fieldset, for a form that moves focus to the group. */
  fieldsetRef?: Ref<HTMLFieldSetElement>;
}

/**
 * A radio group of stars, one native radio per star: the browser gives the WAI-ARIA radio group
 * keyboard model (one Tab stop at the checked star, or the first; the arrow keys move and select),
 * a click sets the value when editable.
 */
export function StarRatingInput({
  value,
  onChange,
  editable = true,
  max = 5,
  name,
  label,
  size,
  className,
  role,
  required,
  invalid,
  describedBy,
  fieldsetRef,
}: StarRatingInputProps) {
  useComponentStyles(starRatingStyles, 'star-rating');
  const legendId = useId();
  const ratings = Array.from({ length: max }, (_, index) => index + 1);

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-required and aria-invalid are only set with the radiogroup role
    <fieldset
      ref={fieldsetRef}
      className={className ? `shop-star-input ${className}` : 'shop-star-input'}
      data-editable={editable || undefined}
      data-invalid={invalid || undefined}
      disabled={!editable}
      style={sizeStyle(size)}
      role={role}
      // A fieldset with a role of its own is named through its legend explicitly.
      aria-labelledby={role ? legendId : undefined}
      aria-required={role && required ? true : undefined}
      aria-invalid={role && invalid ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend id={legendId} className="shop-star-input__legend">
        {label}
      </legend>
      <span className="shop-star-input__stars">
        {ratings.map((rating) => (
          <label key={rating} className="shop-star-input__option">
            <input
              type="radio"
              className="shop-star-input__radio shop-visually-hidden"
              name={name}
              value={rating}
              checked={value === rating}
              disabled={!editable}
              onChange={() => onChange(rating)}
            />
            <StarIcon fill={rating <= value ? 'full' : 'empty'} />
            <span className="shop-visually-hidden">{rating === 1 ? '1 star' : `${rating} stars`}</span>
          </label>
        ))}
      </span>
    </fieldset>
  );
}
