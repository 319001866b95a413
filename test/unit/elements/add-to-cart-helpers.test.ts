import {
  formatMultiItemValue,
  normalizeAddQuantity,
  parseMultiItemValue,
  stripLikeNewSuffix,
} from '../../../src/api/cart-add';
import {
  digitsOnly,
  isLegacyQuantityKeyAllowed,
  LEGACY_QUANTITY_KEYS,
} from '../../../src/elements/storefront/add-to-cart/legacy-quantity';
import {
  attributeForAdd,
  attributeGroups,
  missingSelections,
  optionsPrice,
  productAttributesSchema,
  selectedAttributes,
} from '../../../src/elements/storefront/add-to-cart/product-attributes';
import {
  ADD_TO_CART_VIEWS,
  isMultiItemView,
  showsAddedToCartLabel,
} from '../../../src/elements/storefront/add-to-cart/view-names';

describe('multi-item value (storefront §5)', () => {
  it("reads '&'-separated 'sku=x|qty=n' pairs and skips incomplete ones", () => {
    expect(parseMultiItemValue('sku=C45036|qty=2&sku=|qty=1&sku=TS32&qty=4&sku=PK12704|qty=')).toEqual([
      { webSku: 'C45036', quantity: 2 },
    ]);
  });

  it('accepts the parts in either order, with spaces and any case of the keys', () => {
    expect(parseMultiItemValue(' qty=3 | SKU= TS32 &sku=C45036|qty=1')).toEqual([
      { webSku: 'TS32', quantity: 3 },
      { webSku: 'C45036', quantity: 1 },
    ]);
  });

  it('turns a quantity of 0 or not a number into 1, and adds up a sku listed twice', () => {
    expect(parseMultiItemValue('sku=A|qty=0&sku=B|qty=lots&sku=a|qty=2')).toEqual([
      { webSku: 'A', quantity: 3 },
      { webSku: 'B', quantity: 1 },
    ]);
  });

  it('gives nothing for an empty or meaningless value', () => {
    expect(parseMultiItemValue('')).toEqual([]);
    expect(parseMultiItemValue('&&|=|')).toEqual([]);
  });

  it('writes products back in the same form', () => {
    expect(
      formatMultiItemValue([
        { webSku: 'C45036', quantity: 2 },
        { webSku: 'TS32', quantity: 1 },
      ]),
    ).toBe('sku=C45036|qty=2&sku=TS32|qty=1');
  });
});

describe('quantity before an add (storefront §5)', () => {
  it.each([
    [0, 1],
    ['0', 1],
    ['', 1],
    [undefined, 1],
    [null, 1],
    ['abc', 1],
    [Number.NaN, 1],
    [-3, 1],
    ['12', 12],
    [7.9, 7],
    [' 5 ', 5],
  ])('%j becomes %i', (value, expected) => {
    expect(normalizeAddQuantity(value as number | string | null | undefined)).toBe(expected);
  });
});

describe("'-like new' skus (storefront §4)", () => {
  it('strips the suffix, in any case, and leaves other skus alone', () => {
    expect(stripLikeNewSuffix('C13130-like new')).toBe('C13130');
    expect(stripLikeNewSuffix('C13130-Like New')).toBe('C13130');
    expect(stripLikeNewSuffix('C13130')).toBe('C13130');
    expect(stripLikeNewSuffix('like new-C13130')).toBe('like new-C13130');
  });
});

describe('legacy quantity keys (storefront §5)', () => {
  it('accepts digits and exactly the listed navigation keys', () => {
    for (const digit of '0123456789') expect(isLegacyQuantityKeyAllowed({ key: digit })).toBe(true);
    expect(LEGACY_QUANTITY_KEYS).toEqual([
      'Backspace',
      'Tab',
      'Escape',
      'Enter',
      'Home',
      'End',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Clear',
      'Copy',
      'Paste',
      'Delete',
    ]);
    for (const key of LEGACY_QUANTITY_KEYS) expect(isLegacyQuantityKeyAllowed({ key })).toBe(true);
  });

  it('refuses letters, signs, separators and spaces', () => {
    for (const key of ['a', 'e', 'E', '-', '+', '.', ',', ' ', 'PageUp', 'Insert']) {
      expect(isLegacyQuantityKeyAllowed({ key })).toBe(false);
    }
  });

  it('lets the copy and paste shortcuts through, but not other shortcuts', () => {
    expect(isLegacyQuantityKeyAllowed({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isLegacyQuantityKeyAllowed({ key: 'c', metaKey: true })).toBe(true);
    expect(isLegacyQuantityKeyAllowed({ key: 'v' })).toBe(false);
    expect(isLegacyQuantityKeyAllowed({ key: 'b', ctrlKey: true })).toBe(false);
    expect(isLegacyQuantityKeyAllowed({ key: '4', altKey: true })).toBe(false);
  });

  it('keeps only the digits of pasted text', () => {
    expect(digitsOnly(' 1,2 x3 ')).toBe('123');
  });
});

describe('product attributes (storefront §3)', () => {
  const attributes = productAttributesSchema.parse([
    {
      attributeCode: 'harness',
      attributeType: 'Select',
      prompt: 'Wiring adapter',
      price: null,
      lineAttributes: [
        { lineAttributeCode: 'none', linePrompt: 'No adapter', linePrice: 0, attributeType: 'select' },
        {
          lineAttributeCode: '3025-P',
          linePrompt: 'Plug-in adapter',
          linePrice: 24.95,
          attributeType: 'select',
        },
      ],
    },
    {
      attributeCode: 'gift',
      attributeType: 'checkbox',
      prompt: 'Gift wrap',
      price: 4.5,
      lineAttributes: null,
    },
    {
      attributeCode: 'kit',
      attributeType: 'template',
      prompt: 'Installation kit',
      price: 0,
      lineAttributes: [
        { lineAttributeCode: 'short', linePrompt: 'Short bolts', linePrice: 0, attributeType: 'select' },
        { lineAttributeCode: 'long', linePrompt: 'Long bolts', linePrice: 3, attributeType: 'select' },
        { lineAttributeCode: 'wax', linePrompt: 'Wax', linePrice: 2, attributeType: 'checkbox' },
        { lineAttributeCode: 'note', linePrompt: 'Note', linePrice: 0, attributeType: 'memo' },
      ],
    },
  ]);
  const groups = attributeGroups(attributes);

  it('reads attribute types in any case and missing prices as 0', () => {
    expect(attributes[0]).toMatchObject({ attributeType: 'select', price: 0 });
    expect(attributes[1]?.lineAttributes).toEqual([]);
  });

  it('makes one group per attribute, a template a group of its own fields', () => {
    expect(groups.map((group) => [group.legend, group.fields.map((field) => field.key)])).toEqual([
      [null, ['harness']],
      [null, ['gift']],
      ['Installation kit', ['kit#select', 'kit/wax', 'kit/note']],
    ]);
  });

  it('requires every select-type choice, also inside a template', () => {
    expect(missingSelections(groups, {})).toEqual({
      harness: 'Please select an option for Wiring adapter.',
      'kit#select': 'Please select an option for Installation kit.',
    });
    expect(missingSelections(groups, { harness: 'none', 'kit#select': 'long' })).toEqual({});
    expect(missingSelections(groups, { harness: 'gone', 'kit#select': 'long' })).toHaveProperty('harness');
  });

  it('sends attributeCode, optionCode, data and price for each choice', () => {
    const selected = selectedAttributes(groups, {
      harness: '3025-P',
      gift: true,
      'kit#select': 'long',
      'kit/wax': false,
      'kit/note': '  torque to spec  ',
    });
    expect(selected).toEqual([
      { attributeCode: 'harness', optionCode: '3025-P', data: null, price: 24.95 },
      { attributeCode: 'gift', optionCode: null, data: null, price: 4.5 },
      { attributeCode: 'kit', optionCode: 'long', data: null, price: 3 },
      { attributeCode: 'kit', optionCode: 'note', data: 'torque to spec', price: 0 },
    ]);
    expect(optionsPrice(selected)).toBe(32.45);
    expect(attributeForAdd(selected)).toBe(JSON.stringify(selected));
    expect(attributeForAdd([])).toBeNull();
  });

  it('refuses an attribute type it does not know', () => {
    expect(
      productAttributesSchema.safeParse([
        { attributeCode: 'x', attributeType: 'slider', prompt: 'X', price: 0, lineAttributes: [] },
      ]).success,
    ).toBe(false);
  });
});

describe('views', () => {
  it('has the twelve views of the spec', () => {
    expect(ADD_TO_CART_VIEWS).toHaveLength(12);
    expect(ADD_TO_CART_VIEWS.filter(isMultiItemView)).toEqual([
      'multi-item-add-btn',
      'multi-item-add-btn-product',
    ]);
  });

  it("shows 'Added to Cart' on the button in the text views, not in the icon and multi-item views", () => {
    expect(ADD_TO_CART_VIEWS.filter((view) => !showsAddedToCartLabel(view))).toEqual([
      'legacy-btn-round',
      'btn-mini-plus',
      'btn-mini',
      'multi-item-add-btn',
      'multi-item-add-btn-product',
    ]);
  });
});
