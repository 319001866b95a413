import { type ReactNode, useId } from 'react';
import { useComponentStyles } from '../../core/widget-context';
import { optionSelectorStyles } from './option-selector.styles';
import {
  colorName,
  OPTION_SELECTOR_ERROR_MESSAGE,
  OptionColor,
  type OptionColorValue,
  OptionInputType,
  type OptionInputTypeValue,
  type OptionItem,
  selectOption,
} from './options';

export interface OptionSelectorProps {
  items: readonly OptionItem[];
  /** OptionInputType.radio (1, default) or OptionInputType.checkbox (2). */
  inputType?: OptionInputTypeValue;
  /** OptionColor.green (1, default) or OptionColor.black (2): the selected row's border and accent. */
  color?: OptionColorValue;
  /** Shows 'Please select a minimum of one option'. */
  showError?: boolean;
  /** The full item list with the updated `selected` flags. */
  onChange: (items: OptionItem[]) => void;
  /** Input name shared by the rows. */
  name: string;
  legend: ReactNode;
  /** Hides the legend visually (it still names the group for screen readers). */
  hideLegend?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Radio or checkbox rows, 84 px high, in a fieldset. Radio rows are native radios (arrow keys move
 * and select, Tab leaves the group), with one addition the spec asks for: a click on the selected
 * row, or Space on it, clears it. A native radio ignores both (no change event; Chromium sends no
 * click for Space on a checked radio), so the selected row listens to its click and to Space.
 */
export function OptionSelector({
  items,
  inputType = OptionInputType.radio,
  color = OptionColor.green,
  showError = false,
  onChange,
  name,
  legend,
  hideLegend = false,
  disabled = false,
  className,
}: OptionSelectorProps) {
  useComponentStyles(optionSelectorStyles, 'option-selector');
  const errorId = useId();
  const type = inputType === OptionInputType.checkbox ? 'checkbox' : 'radio';
  const toggle = (id: OptionItem['id']) => () => onChange(selectOption(items, id, inputType));

  return (
    <fieldset
      className={className ? `shop-option-selector ${className}` : 'shop-option-selector'}
      data-color={colorName(color)}
      data-input-type={type}
      data-invalid={showError || undefined}
      aria-describedby={showError ? errorId : undefined}
      disabled={disabled}
    >
      <legend className={hideLegend ? 'shop-visually-hidden' : 'shop-option-selector__legend'}>
        {legend}
      </legend>
      {items.map((item) => (
        <label key={item.id} className="shop-option" data-selected={item.selected || undefined}>
          <input
            type={type}
            className="shop-option__input"
            name={name}
            value={String(item.id)}
            checked={item.selected}
            onChange={toggle(item.id)}
            onClick={type === 'radio' && item.selected ? toggle(item.id) : undefined}
            onKeyDown={
              type === 'radio' && item.selected
                ? (event) => {
                    if (event.key !== ' ') return;
                    event.preventDefault();
                    toggle(item.id)();
                  }
                : undefined
            }
          />
          <span className="shop-option__text">
            <span className="shop-option__title">{item.title}</span>
            {item.subtitle ? <span className="shop-option__subtitle">{item.subtitle}</span> : null}
          </span>
          {item.rightSideText || item.rightSideImageUrl ? (
            <span className="shop-option__aside">
              {item.rightSideText ? (
                <span className="shop-option__aside-text">{item.rightSideText}</span>
              ) : null}
              {item.rightSideImageUrl ? (
                <img className="shop-option__image" src={item.rightSideImageUrl} alt="" loading="lazy" />
              ) : null}
            </span>
          ) : null}
        </label>
      ))}
      {showError ? (
        <p id={errorId} role="alert" className="shop-option-selector__error">
          {OPTION_SELECTOR_ERROR_MESSAGE}
        </p>
      ) : null}
    </fieldset>
  );
}
