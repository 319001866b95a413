import { escapeXml, productImageSvg } from '../../../src/mocks/data/product-images';
import { shopFetch } from './shop-fetch';

describe('product images', () => {
  it('serves each product picture as SVG', async () => {
    const response = await shopFetch('/images/products/C13130.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>Curt</text>');
    expect(svg).toContain('>C13130</text>');
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.querySelector('title')?.textContent).toBe(
      'Curt Trailer Hitch Receiver - Custom Fit - Class III - 2"',
    );
  });

  it('serves the cart icon the cart selector shows, and 404 for an unknown icon', async () => {
    const response = await shopFetch('/images/icons/cart.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const parsed = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect((await shopFetch('/images/icons/nope.svg')).status).toBe(404);
  });

  it('answers 404 for an unknown sku or another file type', async () => {
    expect((await shopFetch('/images/products/NOPE-1.svg')).status).toBe(404);
    expect((await shopFetch('/images/products/C13130.png')).status).toBe(404);
  });

  it('escapes text so a name cannot break out of the picture', () => {
    expect(escapeXml(`<b>"Tom's" & co</b>`)).toBe('&lt;b&gt;&quot;Tom&apos;s&quot; &amp; co&lt;/b&gt;');
    const svg = productImageSvg({ webSku: 'X<1>', name: 'A & B <script>', brand: '"Q"', category: 'marine' });
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.querySelector('script')).toBeNull();
    expect(parsed.querySelector('title')?.textContent).toBe('A & B <script>');
  });
});
