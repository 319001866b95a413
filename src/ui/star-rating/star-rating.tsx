import type { CSSProperties } from 'react';
import { StarIcon } from './star-icon';
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
}

/** A radio group of stars: arrows move between them natively, a click sets the value when editable. */
export function StarRatingInput({
  value,
  onChange,
  editable = true,
  max = 5,
  name,
  label,
  size,
  className,
}: StarRatingInputProps) {
  const ratings = Array.from({ length: max }, (_, index) => index + 1);

  return (
    <fieldset
      className={className ? `shop-star-input ${className}` : 'shop-star-input'}
      data-editable={editable || undefined}
      disabled={!editable}
      style={sizeStyle(size)}
    >
      <legend className="shop-star-input__legend">{label}</legend>
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
