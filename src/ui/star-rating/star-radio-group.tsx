import { type Ref, useId, useImperativeHandle, useRef } from 'react';
import { useComponentStyles } from '../../core/widget-context';
import { starRadioGroupStyles } from './star-radio-group.styles';
import { StarRatingInput } from './star-rating';
import { starRatingStyles } from './star-rating.styles';

/** Spec (staff §5, installer review): a rating below 1 is refused with this notice. */
export const STAR_RATING_REQUIRED_MESSAGE = 'Please select a star rating from 1-5';

/** What a form can do with the group: move focus to its one Tab stop (the checked star, else the first). */
export interface StarRatingRadioGroupHandle {
  focus(): void;
}

export interface StarRatingRadioGroupProps {
  /** Selected rating, 0 for none. */
  value: number;
  onChange: (value: number) => void;
  /** Visible legend, for example "Your rating". */
  label: string;
  /** Radio name; one per form (default: a unique id). */
  name?: string;
  max?: number;
  size?: number;
  /** Disabled while the form is busy. */
  disabled?: boolean;
  /** A rating must be chosen (aria-required; default true). */
  required?: boolean;
  /**
   * Show the required-rating notice (the form sets it on a submit without a star). The notice is
   * always in the page, empty and hidden until then, so its text is announced when it appears.
   */
  showRequiredNotice: boolean;
  /** Its text (default STAR_RATING_REQUIRED_MESSAGE). */
  requiredNotice?: string;
  /** Bump on every refused submit: the notice is written again, so a screen reader hears it again. */
  noticeKey?: number;
  className?: string;
  ref?: Ref<StarRatingRadioGroupHandle>;
}

/**
 * The star rating input of the review forms: `StarRatingInput` (native radios, so the browser gives
 * the WAI-ARIA radio group keyboard model: one Tab stop, the arrow keys move and select) with the
 * radiogroup role, required, and its hidden required-rating notice tied to it (aria-describedby,
 * aria-invalid) that appears and is announced (role="alert") when the form refuses a submit without a
 * star. Choosing a star hides the notice. Used by the post-purchase review form; the dealer's installer
 * review form takes the same group.
 */
export function StarRatingRadioGroup({
  value,
  onChange,
  label,
  name,
  max = 5,
  size,
  disabled = false,
  required = true,
  showRequiredNotice,
  requiredNotice = STAR_RATING_REQUIRED_MESSAGE,
  noticeKey = 0,
  className,
  ref,
}: StarRatingRadioGroupProps) {
  useComponentStyles(starRatingStyles, 'star-rating');
  useComponentStyles(starRadioGroupStyles, 'star-radio-group');
  const id = useId();
  const noticeId = `${id}-notice`;
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const noticeShown = showRequiredNotice && value < 1;

  useImperativeHandle(
    ref,
    () => ({
      focus() {
        const radios = Array.from(
          fieldsetRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [],
        );
        (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
      },
    }),
    [],
  );

  return (
    <div className={className ? `shop-star-radio-group ${className}` : 'shop-star-radio-group'}>
      <StarRatingInput
        value={value}
        onChange={onChange}
        editable={!disabled}
        max={max}
        name={name ?? `${id}-stars`}
        label={label}
        size={size}
        role="radiogroup"
        required={required}
        invalid={noticeShown}
        describedBy={noticeShown ? noticeId : undefined}
        fieldsetRef={fieldsetRef}
      />
      <p
        id={noticeId}
        role="alert"
        className="shop-star-radio-group__notice"
        data-state={noticeShown ? 'shown' : 'hidden'}
      >
        {noticeShown ? <span key={noticeKey}>{requiredNotice}</span> : null}
      </p>
    </div>
  );
}
