import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { indexForKey, typeaheadIndex } from '../listbox-keys';

export interface PickerOption {
  key: string;
  label: string;
  selected: boolean;
}

export interface OptionList {
  /** Names the list: shown as a heading unless `labelHidden`. */
  label: string;
  labelHidden?: boolean;
  options: PickerOption[];
}

export interface OptionListsProps {
  lists: OptionList[];
  onPick: (key: string) => void;
  /** Asked once on mount: whether to move focus to the current option (the shopper has not moved on). */
  takeFocus?: () => boolean;
  /** Rendered after the list at that index (the makes' See More button). */
  after?: (index: number) => ReactNode;
  /** Option layout: narrow cells (years), medium (makes, models) or full rows (vehicles). */
  layout?: 'narrow' | 'medium' | 'rows';
}

/** Typed letters within this time build one search ("20" then "2" finds 2020s). */
const TYPEAHEAD_RESET_MS = 700;

/**
 * One or more single-choice listboxes that behave as one: each list is one tab stop (its current
 * option), arrows move through every list in order, Home and End go to the ends, Page Up and Page
 * Down move by ten, typing finds an option by its start, and Enter, Space or a click picks.
 */
export function OptionLists({ lists, onPick, takeFocus, after, layout = 'medium' }: OptionListsProps) {
  const baseId = useId();
  const flat = lists.flatMap((list) => list.options);
  const [activeKey, setActiveKey] = useState<string | null>(
    () => flat.find((option) => option.selected)?.key ?? flat[0]?.key ?? null,
  );
  const elements = useRef(new Map<string, HTMLDivElement>());
  const typed = useRef({ text: '', at: 0, origin: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the lists first appear
  useEffect(() => {
    if (activeKey !== null && takeFocus?.()) elements.current.get(activeKey)?.focus();
  }, []);

  const moveTo = (index: number) => {
    const option = flat[index];
    if (!option) return;
    setActiveKey(option.key);
    elements.current.get(option.key)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>, key: string) => {
    const index = flat.findIndex((option) => option.key === key);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(key);
      return;
    }
    const target = indexForKey(event.key, index, flat.length);
    if (target !== null) {
      event.preventDefault();
      moveTo(target);
      return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const fresh = now - typed.current.at > TYPEAHEAD_RESET_MS;
      const text = fresh ? event.key : typed.current.text + event.key;
      // A longer search starts again from where the typing began ("1500" finds 1500, not 1500 Classic).
      const origin = fresh ? index : typed.current.origin;
      typed.current = { text, at: now, origin };
      const found = typeaheadIndex(
        flat.map((option) => option.label),
        text,
        text.length === 1 ? index : origin,
      );
      if (found !== null) {
        event.preventDefault();
        moveTo(found);
      }
    }
  };

  const tabStopOf = (list: OptionList): string | undefined => {
    if (list.options.some((option) => option.key === activeKey)) return activeKey ?? undefined;
    return list.options.find((option) => option.selected)?.key ?? list.options[0]?.key;
  };

  return (
    <div className={`shop-vehicle-picker__lists shop-vehicle-picker__lists--${layout}`}>
      {lists.map((list, listIndex) => {
        const labelId = `${baseId}-label-${listIndex}`;
        const tabStop = tabStopOf(list);
        return (
          <div key={list.label} className="shop-vehicle-picker__list-block">
            <h3
              id={labelId}
              className={list.labelHidden ? 'shop-visually-hidden' : 'shop-vehicle-picker__list-label'}
            >
              {list.label}
            </h3>
            <div role="listbox" aria-labelledby={labelId} className="shop-vehicle-picker__options">
              {list.options.map((option) => (
                <div
                  key={option.key}
                  ref={(element) => {
                    if (element) elements.current.set(option.key, element);
                    else elements.current.delete(option.key);
                  }}
                  role="option"
                  aria-selected={option.selected}
                  tabIndex={option.key === tabStop ? 0 : -1}
                  className="shop-vehicle-picker__option"
                  data-key={option.key}
                  onClick={() => onPick(option.key)}
                  onKeyDown={(event) => handleKeyDown(event, option.key)}
                  onFocus={() => setActiveKey(option.key)}
                >
                  {option.label}
                </div>
              ))}
            </div>
            {after?.(listIndex)}
          </div>
        );
      })}
    </div>
  );
}
