import { formatPrice, itemsLabel } from '../../../src/core/format';
import { sanitizeHtml } from '../../../src/core/sanitize';

describe('format', () => {
  it('formats US dollars', () => {
    expect(formatPrice(219.9)).toBe('$219.90');
    expect(formatPrice(1149)).toBe('$1,149.00');
  });

  it('says Item for 1 and Items for 0 or more than 1', () => {
    expect(itemsLabel(0)).toBe('Items');
    expect(itemsLabel(1)).toBe('Item');
    expect(itemsLabel(2)).toBe('Items');
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting and removes scripts, handlers, styles and unsafe links', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="data:text/html,x">y</a><span style="color:red">z</span></p>',
    );
    expect(clean).toBe('<p>Hi <b>there</b><a>x</a><a>y</a><span>z</span></p>');
  });

  it('keeps safe links and protects new-tab links', () => {
    expect(sanitizeHtml('<a href="/faq-1.aspx">a</a><a href="tel:18005550142">b</a>')).toBe(
      '<a href="/faq-1.aspx">a</a><a href="tel:18005550142">b</a>',
    );
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">c</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">c</a>',
    );
  });
});
