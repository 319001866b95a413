import { useCallback, useMemo, useRef, useState } from 'react';
import type { SelectedAttribute } from '../../../api/cart-add';
import {
  type AttributeGroup,
  type AttributeValues,
  attributeGroups,
  missingSelections,
  type ProductAttribute,
  selectedAttributes,
} from './product-attributes';

export interface AttributeSelection {
  groups: AttributeGroup[];
  values: AttributeValues;
  /** Problems by field key, shown after an add was tried without a required choice. */
  problems: Record<string, string>;
  /** Counts add attempts stopped by problems, so the view can move focus to the first one each time. */
  problemAttempt: number;
  selected: SelectedAttribute[];
  commit: (key: string, value: string | boolean) => void;
  /** Checks the required choices before an add: the selected attributes, or null when one is missing. */
  validate: () => SelectedAttribute[] | null;
}

/** The shopper's choices for the product attributes; inputs commit on focus-out or change. */
export function useProductAttributes(attributes: readonly ProductAttribute[]): AttributeSelection {
  const groups = useMemo(() => attributeGroups(attributes), [attributes]);
  const [values, setValues] = useState<AttributeValues>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problemAttempt, setProblemAttempt] = useState(0);
  // The add reads the latest committed values even when it runs in the same event as the commit.
  const latest = useRef<AttributeValues>(values);

  const commit = useCallback((key: string, value: string | boolean) => {
    latest.current = { ...latest.current, [key]: value };
    setValues(latest.current);
    setProblems((current) => {
      if (!(key in current)) return current;
      const { [key]: _solved, ...rest } = current;
      return rest;
    });
  }, []);

  const validate = useCallback(() => {
    const missing = missingSelections(groups, latest.current);
    setProblems(missing);
    if (Object.keys(missing).length > 0) {
      setProblemAttempt((attempt) => attempt + 1);
      return null;
    }
    return selectedAttributes(groups, latest.current);
  }, [groups]);

  const selected = useMemo(() => selectedAttributes(groups, values), [groups, values]);
  return { groups, values, problems, problemAttempt, selected, commit, validate };
}
