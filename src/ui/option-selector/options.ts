/** Spec "Option item": one row of an option selector. */
export interface OptionItem {
  id: string | number;
  title: string;
  subtitle?: string;
  rightSideText?: string;
  rightSideImageUrl?: string;
  selected: boolean;
}

/** Spec "Option colour". */
export const OptionColor = { green: 1, black: 2 } as const;
export type OptionColorValue = (typeof OptionColor)[keyof typeof OptionColor];

/** Spec "Input type". */
export const OptionInputType = { radio: 1, checkbox: 2 } as const;
export type OptionInputTypeValue = (typeof OptionInputType)[keyof typeof OptionInputType];

/** Spec: "option selector (radio or checkbox rows, row height 84 px)". */
export const OPTION_ROW_HEIGHT = 84;

export const OPTION_SELECTOR_ERROR_MESSAGE = 'Please select a minimum of one option';

/**
 * The selection after a click on `clickedId` (spec §4: "radio clears others and toggles the clicked
 * one; checkbox toggles only the clicked one"). Radio: every other row is cleared and the clicked row
 * flips, so clicking the selected row leaves none selected. Checkbox: only the clicked row flips.
 */
export function selectOption(
  items: readonly OptionItem[],
  clickedId: OptionItem['id'],
  inputType: OptionInputTypeValue,
): OptionItem[] {
  if (inputType === OptionInputType.radio) {
    return items.map((item) => ({ ...item, selected: item.id === clickedId ? !item.selected : false }));
  }
  return items.map((item) => (item.id === clickedId ? { ...item, selected: !item.selected } : item));
}

export function colorName(color: OptionColorValue): keyof typeof OptionColor {
  return color === OptionColor.black ? 'black' : 'green';
}
