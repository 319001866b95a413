import {
  fetchMainNav,
  fetchSubNav,
  HeaderUnsuccessfulAnswerError,
  mainNavResponseSchema,
  subNavResponseSchema,
} from '../../../src/api/header';
import { recordedRequests, seedFakeShop, setRole } from '../../../src/mocks/controls';
import { SAMPLE_SUB_NAV_HTML } from '../../../src/mocks/data/header';
import { getJson, shopFetch } from './shop-fetch';

describe('fake shop: GET /api/header/mainnav', () => {
  it('answers an anonymous shopper as not signed in, in the shape the library parses', async () => {
    const answer = await getJson('/api/header/mainnav');
    expect(answer).toEqual({ success: true, isSignedIn: false, firstName: null });
    expect(mainNavResponseSchema.parse(answer)).toEqual({ success: true, isSignedIn: false, firstName: '' });
  });

  it('follows the signed-in role, and a seeded shopper', async () => {
    setRole('dealer');
    expect(await fetchMainNav()).toEqual({ isSignedIn: true, firstName: 'Jordan' });
    setRole('shopper');
    expect(await fetchMainNav()).toEqual({ isSignedIn: false, firstName: '' });
    seedFakeShop({ header: { firstNames: { shopper: 'Sam' } } });
    expect(await fetchMainNav()).toEqual({ isSignedIn: true, firstName: 'Sam' });
    expect(recordedRequests({ path: '/api/header/mainnav' })).toHaveLength(3);
  });

  it('an unsuccessful answer is an error for the widget', async () => {
    seedFakeShop({ header: { success: false } });
    await expect(fetchMainNav()).rejects.toBeInstanceOf(HeaderUnsuccessfulAnswerError);
  });
});

describe('fake shop: GET /api/header/subnav', () => {
  it('answers success and subNavHtml', async () => {
    const answer = await getJson('/api/header/subnav');
    expect(answer).toEqual({ success: true, subNavHtml: SAMPLE_SUB_NAV_HTML });
    expect(subNavResponseSchema.parse(answer).subNavHtml).toContain('Find an Installer');
  });

  it('answers the seeded HTML as it is (the widget sanitises it)', async () => {
    seedFakeShop({ header: { subNavHtml: '<script>alert(1)</script><a href="/x">X</a>' } });
    expect(await fetchSubNav()).toBe('<script>alert(1)</script><a href="/x">X</a>');
  });

  it('an unsuccessful answer is an error for the widget', async () => {
    seedFakeShop({ header: { success: false } });
    await expect(fetchSubNav()).rejects.toBeInstanceOf(HeaderUnsuccessfulAnswerError);
  });
});

describe('fake shop: promo banners', () => {
  it('serves the banner images as SVG, and 404 for others', async () => {
    const banner = await shopFetch('/images/banners/memorial-day.svg');
    expect(banner.headers.get('content-type')).toContain('image/svg+xml');
    expect(await banner.text()).toContain('MEMORIAL DAY SALE');
    expect((await shopFetch('/images/banners/nope.svg')).status).toBe(404);
  });
});
