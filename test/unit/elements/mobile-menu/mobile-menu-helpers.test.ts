import { sanitizeHtml } from '../../../../src/core/sanitize';
import {
  DEALS_LINK,
  dealsSlotLink,
  HOLIDAY_DEALS_LINK,
  NEW_ARRIVALS_LINK,
  productLinks,
  resolveAgainst,
} from '../../../../src/elements/storefront/mobile-menu/menu-links';
import { modifierToken } from '../../../../src/elements/storefront/mobile-menu/views/menu-panel';

describe('mobile menu links', () => {
  it('fills the Deals slot from the toggles', () => {
    expect(dealsSlotLink({ showGiftsPageLink: false, newArrivals: false, holidayDeals: false })).toBe(
      DEALS_LINK,
    );
    expect(dealsSlotLink({ showGiftsPageLink: false, newArrivals: false, holidayDeals: true })).toBe(
      HOLIDAY_DEALS_LINK,
    );
    expect(dealsSlotLink({ showGiftsPageLink: false, newArrivals: true, holidayDeals: true })).toBe(
      NEW_ARRIVALS_LINK,
    );
    expect(dealsSlotLink({ showGiftsPageLink: false, newArrivals: true, holidayDeals: undefined })).toBe(
      NEW_ARRIVALS_LINK,
    );
    expect(
      dealsSlotLink({ showGiftsPageLink: false, newArrivals: undefined, holidayDeals: false }),
    ).toBeNull();
    expect(
      dealsSlotLink({ showGiftsPageLink: false, newArrivals: false, holidayDeals: undefined }),
    ).toBeNull();
  });

  it('puts Gifts before the Deals slot only when enabled', () => {
    const paths = (showGiftsPageLink: boolean) =>
      productLinks({ showGiftsPageLink, newArrivals: false, holidayDeals: false }).map((link) => link.path);
    expect(paths(true).slice(-3)).toEqual(['brands.aspx', 'Gifts', 'deals.aspx']);
    expect(paths(false)).not.toContain('Gifts');
  });

  it('resolves paths under a site root given with or without a trailing slash, or relative to the page', () => {
    const page = 'https://shop.example/p/C13130.html';
    expect(resolveAgainst('account', 'https://shop.example/store', page)).toBe(
      'https://shop.example/store/account',
    );
    expect(resolveAgainst('account', 'https://shop.example/store/', page)).toBe(
      'https://shop.example/store/account',
    );
    expect(resolveAgainst('orders', '/', page)).toBe('https://shop.example/orders');
    expect(resolveAgainst('orders', '', page)).toBe('https://shop.example/orders');
  });

  it('keeps only letters, digits, - and _ of a class modifier', () => {
    expect(modifierToken(' holiday-red ')).toBe('holiday-red');
    expect(modifierToken('a" onclick="x')).toBe('aonclickx');
  });
});

describe('sanitizeHtml with hostile HTML (the sub nav)', () => {
  it('removes scripts, handlers, frames, forms, styles and unsafe URLs, keeps links and text', () => {
    const clean = sanitizeHtml(
      '<ul><li><a href="/ok" onclick="steal()">OK</a></li></ul>' +
        '<script>steal()</script><img src=x onerror="steal()"><svg onload="steal()"></svg>' +
        '<a href="javascript:steal()">js</a><a href="data:text/html,<script>steal()</script>">data</a>' +
        '<a href="vbscript:msgbox(1)">vb</a><a href=" jav&#x09;ascript:steal()">tab</a>' +
        '<iframe src="https://evil.example"></iframe><form action="/x"><input name="card"><button>Go</button></form>' +
        '<p style="position:fixed;inset:0">overlay</p><a href="https://evil.example" target="_blank">new tab</a>',
    );
    const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
    expect(doc.querySelector('script, iframe, form, input, button, style')).toBeNull();
    expect(doc.querySelectorAll('[onclick], [onerror], [onload], [style]')).toHaveLength(0);
    const hrefs = Array.from(doc.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/ok', null, null, null, null, 'https://evil.example']);
    expect(doc.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(doc.body.textContent).toContain('overlay');
  });
});
