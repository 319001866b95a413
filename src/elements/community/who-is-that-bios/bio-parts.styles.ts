/** The picture and the rich text shared by both staff-bio widgets. */
export const bioPartsStyles = `
.shop-bio-picture {
  display: block;
  flex: none;
  box-sizing: border-box;
  object-fit: cover;
  border-radius: var(--shop-bios-picture-radius, 50%);
  background: var(--shop-color-surface-muted, #f1f2f4);
}
.shop-bio-picture--none {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: var(--shop-color-text-muted, #4a4f55);
  font-size: 2.5rem;
  font-weight: 700;
}
.shop-rich-text { line-height: 1.5; overflow-wrap: anywhere; }
.shop-rich-text > :first-child { margin-top: 0; }
.shop-rich-text > :last-child { margin-bottom: 0; }
.shop-rich-text a { color: var(--shop-color-link, #0b57d0); }
.shop-rich-text img { max-width: 100%; height: auto; }
`;
