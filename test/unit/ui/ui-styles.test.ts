import { uiStyles } from '../../../src/ui';

describe('uiStyles', () => {
  it('contains the visually hidden rule and every primitive', () => {
    for (const selector of [
      '.shop-visually-hidden',
      '.shop-modal__dialog',
      '.shop-quantity',
      '.shop-star',
      '.shop-option-selector',
      '.shop-info-bubble',
      '.shop-loading-bar',
      '.shop-loading-circle',
      '.shop-loading-bubbles',
    ]) {
      expect(uiStyles).toContain(`${selector} {`);
    }
  });

  it('prefixes every class with shop-', () => {
    const classes = [...uiStyles.matchAll(/\.(-?[a-z_][\w-]*)/gi)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((name) => !name?.startsWith('shop-'))).toEqual([]);
  });

  it('uses only --shop-* custom properties', () => {
    const properties = [...uiStyles.matchAll(/--[\w-]+/g)].map((match) => match[0]);
    expect(properties.length).toBeGreaterThan(0);
    expect(properties.filter((name) => !name.startsWith('--shop-'))).toEqual([]);
  });
});
