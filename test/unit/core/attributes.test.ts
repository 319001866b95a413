import * as z from 'zod/mini';
import { attr, isSafeUrl, propNameOf } from '../../../src/core/attributes';

describe('attribute fields', () => {
  it('maps spec attribute names to camelCase props', () => {
    expect(propNameOf('data-linkText')).toBe('linkText');
    expect(propNameOf('data-view')).toBe('view');
    expect(propNameOf('imageBaseUrl')).toBe('imageBaseUrl');
    expect(propNameOf('multi-item-add-btn')).toBe('multiItemAddBtn');
    expect(propNameOf('data-case-pack-quantity')).toBe('casePackQuantity');
  });

  it('gives booleans HTML semantics, with "false" meaning false', () => {
    const flag = attr.boolean(true);
    expect(flag.parse(undefined)).toBe(true);
    expect(flag.parse('')).toBe(true);
    expect(flag.parse('data-flag')).toBe(true);
    expect(flag.parse('false')).toBe(false);
    expect(flag.parse('FALSE')).toBe(false);
    expect(attr.boolean(false).parse(undefined)).toBe(false);
  });

  it('parses numbers with rules and explains what is wrong', () => {
    const qty = attr.number(1, { integer: true, min: 0 });
    expect(qty.parse('12')).toBe(12);
    expect(qty.parse(undefined)).toBe(1);
    expect(qty.safeParse('1.5').error?.issues[0]?.message).toBe('must be a whole number, got "1.5"');
    expect(qty.safeParse('-1').error?.issues[0]?.message).toBe('must be at least 0, got "-1"');
    expect(qty.safeParse('').error?.issues[0]?.message).toBe('must be a whole number, got ""');
  });

  it('parses JSON safely and checks its shape', () => {
    const list = attr.json(z.array(z.string()), []);
    expect(list.parse('["a","b"]')).toEqual(['a', 'b']);
    expect(list.safeParse('{oops').error?.issues[0]?.message).toBe('must be valid JSON, got "{oops"');
    expect(list.safeParse('[1]').error?.issues[0]?.message).toMatch(/^has an unexpected shape at 0/);
  });

  it('accepts only relative, http(s), mailto and tel links', () => {
    expect(isSafeUrl('/cart')).toBe(true);
    expect(isSafeUrl('https://shop.example/cart')).toBe(true);
    expect(isSafeUrl('tel:18005550100')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl(' jav\tascript:alert(1)')).toBe(false);
    expect(isSafeUrl('data:text/html,<script>')).toBe(false);
    expect(isSafeUrl('VBScript:msgbox')).toBe(false);
    expect(attr.url().safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('limits enums to their values', () => {
    const view = attr.oneOf(['full', 'btn-mini'], 'full');
    expect(view.parse(undefined)).toBe('full');
    expect(view.parse('btn-mini')).toBe('btn-mini');
    expect(view.safeParse('huge').error?.issues[0]?.message).toBe(
      'must be one of full, btn-mini, got "huge"',
    );
  });
});
