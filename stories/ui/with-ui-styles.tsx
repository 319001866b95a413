import type { Decorator } from '@storybook/react-vite';
import { modalDocumentStyles, uiStyles } from '../../src/ui';

/**
 * Storybook only. In a page the platform adopts `uiStyles` into each widget's shadow root (and
 * `modalDocumentStyles` into the document); these stories render the primitives in the light DOM,
 * so a style tag stands in for both.
 */
export const withUiStyles: Decorator = (Story) => (
  <>
    <style>{`${uiStyles}\n${modalDocumentStyles}`}</style>
    <Story />
  </>
);
