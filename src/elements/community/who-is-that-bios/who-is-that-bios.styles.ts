import { bioPartsStyles } from './bio-parts.styles';

export const whoIsThatBiosStyles = `
:host { display: block; }
.shop-bios { color: var(--shop-color-text, #1f2328); font-family: var(--shop-font-family, system-ui, sans-serif); }
.shop-bios[data-state='loading'] { display: flex; justify-content: center; padding: var(--shop-space-4, 1rem); }
.shop-bios__list {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--shop-bios-columns-min, 20rem)), 1fr));
  gap: var(--shop-space-4, 1rem);
  margin: 0;
  padding: 0;
  list-style: none;
}
.shop-bio {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--shop-space-3, 0.75rem);
  height: 100%;
  box-sizing: border-box;
  padding: var(--shop-space-4, 1rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-2, 8px);
  background: var(--shop-color-surface, #ffffff);
}
.shop-bio__text { display: grid; gap: var(--shop-space-2, 0.5rem); width: 100%; }
.shop-bio__name { margin: 0; font-size: 1.25rem; text-align: center; }
.shop-bio__subheading { margin: 0 0 var(--shop-space-1, 0.25rem); font-size: 1rem; }
.shop-bio__internal {
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-left: 4px solid var(--shop-color-link, #0b57d0);
  background: var(--shop-color-info-surface, #eef3fc);
}
.shop-bio__internal p { margin: 0; }
.shop-bios__message { margin: 0; padding: var(--shop-space-3, 0.75rem); }
.shop-bios__message p { margin: 0 0 var(--shop-space-2, 0.5rem); }
.shop-bios__message--error {
  border: 1px solid var(--shop-color-danger, #b3261e);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-danger-surface, #fdecea);
  color: var(--shop-color-danger, #b3261e);
}
.shop-bios__button {
  min-height: 40px;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #767b82);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #ffffff);
  color: var(--shop-color-text, #1f2328);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.shop-bios__button:focus-visible { outline: 2px solid var(--shop-color-focus, #1a73e8); outline-offset: 2px; }
${bioPartsStyles}
`;
