/** The feedback section's look (staff §4.4), shared by the staff forms that show it. */
export const feedbackStyles = `
.shop-feedback {
  display: grid;
  gap: var(--shop-space-2, 0.5rem);
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #767b82);
  border-left-width: 4px;
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #ffffff);
}
.shop-feedback__heading { margin: 0; font-size: 1rem; }
.shop-feedback__thread { display: grid; gap: var(--shop-space-2, 0.5rem); margin: 0; padding: 0; list-style: none; }
.shop-feedback__entry { padding: var(--shop-space-2, 0.5rem); background: var(--shop-color-hover, #f6f7f8); border-radius: var(--shop-radius-1, 4px); }
.shop-feedback__entry[data-resolved] { opacity: 0.85; }
.shop-feedback__entry p { margin: 0; overflow-wrap: anywhere; }
.shop-feedback__author { font-weight: 600; display: flex; flex-wrap: wrap; gap: var(--shop-space-2, 0.5rem); align-items: center; }
.shop-feedback__tag { font-size: 0.8125rem; font-weight: 600; padding: 0 var(--shop-space-1, 0.25rem); border: 1px solid currentColor; border-radius: var(--shop-radius-1, 4px); }
.shop-feedback__label { font-weight: 600; }
.shop-feedback__inactive { margin: 0; font-weight: 600; color: var(--shop-color-danger, #b3261e); }
`;
