import { fireEvent, waitFor, within } from '@testing-library/react';
import { defineWidget } from '../../../src/core/define-widget';
import { menuPanel } from '../../../src/elements/storefront/mobile-menu/mobile-menu';
import { mobileMenuDefinition } from '../../../src/elements/storefront/mobile-menu/mobile-menu.element';
import { MOBILE_MENU_RESIZE_DEBOUNCE_MS } from '../../../src/elements/storefront/mobile-menu/use-mobile-menu';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { MODAL_OPEN_BODY_CLASS } from '../../../src/ui/modal/body-scroll-lock';
import { mountElement, settle } from '../../helpers/elements';

defineWidget(mobileMenuDefinition);

const ROOT = 'http://127.0.0.1:4173/';

function shadow(element: HTMLElement) {
  return within(element.shadowRoot as unknown as HTMLElement);
}
const toggle = (element: HTMLElement) => shadow(element).getByRole('button', { name: 'Menu' });
const activeInside = (element: HTMLElement) => element.shadowRoot?.activeElement ?? null;

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** Opens the menu with the toggle and waits for the panel with its links. */
async function openMenu(element: HTMLElement): Promise<void> {
  fireEvent.click(toggle(element));
  await shadow(element).findByRole('button', { name: 'Close menu' }, { timeout: 5000 });
}

/** Waits until every header call has answered (the loading bar is gone). */
async function loaded(element: HTMLElement): Promise<void> {
  await waitFor(() => expect(shadow(element).queryByRole('progressbar')).toBeNull());
}

function linkTexts(element: HTMLElement, listName: string): string[] {
  const list = shadow(element).getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

function hrefOf(element: HTMLElement, name: string): string | null {
  return shadow(element).getByRole('link', { name }).getAttribute('href');
}

// The panel loads on intent; load its module once up front so no test waits on the first import.
beforeAll(async () => {
  await menuPanel.prefetch();
});

let originalWidth: number;
beforeEach(() => {
  originalWidth = window.innerWidth;
  setWidth(375);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  setWidth(originalWidth);
  window.history.replaceState(null, '', '/');
});

describe('<mobile-menu> closed', () => {
  it('is a Menu toggle (aria-expanded false) controlling a hidden panel, with no header call yet', async () => {
    const element = await mountElement('mobile-menu');
    const button = toggle(element);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = element.shadowRoot?.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).toHaveAttribute('hidden');
    expect(shadow(element).getByRole('navigation', { name: 'Mobile menu' })).toBeInTheDocument();
    await settle(50);
    expect(recordedRequests({ path: '/api/header/*' })).toHaveLength(0);
    expect(document.body).not.toHaveClass(MODAL_OPEN_BODY_CLASS);
  });
});

describe('<mobile-menu> open', () => {
  it('opens on the toggle: expanded, focus moved in, page scroll blocked', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    expect(toggle(element)).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(activeInside(element)).toBe(shadow(element).getByRole('button', { name: 'Close menu' })),
    );
    expect(document.body).toHaveClass(MODAL_OPEN_BODY_CLASS);
    expect(element.shadowRoot?.querySelector('[part="nav"]')).toHaveAttribute('data-state', 'open');
  });

  it('lists the spec links relative to the site root, in the spec order', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    await loaded(element);
    expect(hrefOf(element, 'My Account')).toBe(`${ROOT}account`);
    expect(linkTexts(element, 'Shop')).toEqual([
      'Towing',
      'Recreation',
      'Trailer Parts',
      'Vehicle',
      'RV and Camper',
      'Marine',
      'Brands',
      'Deals',
    ]);
    const shop = within(shadow(element).getByRole('list', { name: 'Shop' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(shop).toEqual(
      [
        'maindept-Towing.aspx',
        'maindept-Recreation.aspx',
        'Trailer-Parts',
        'maindept-Vehicle.aspx',
        'maindept-RVandCamper.aspx',
        'maindept-Marine.aspx',
        'brands.aspx',
        'deals.aspx',
      ].map((path) => `${ROOT}${path}`),
    );
    expect(linkTexts(element, 'Customer service')).toEqual([
      'Customer Service',
      'About Us',
      'Careers',
      'Orders',
    ]);
    expect(hrefOf(element, 'Customer Service')).toBe(`${ROOT}customer-service.aspx`);
    expect(hrefOf(element, 'About Us')).toBe(`${ROOT}about-us.aspx`);
    expect(hrefOf(element, 'Careers')).toBe(`${ROOT}careers`);
    expect(hrefOf(element, 'Orders')).toBe(`${ROOT}orders`);
  });

  it('takes the site root from siteUrl', async () => {
    const element = await mountElement('mobile-menu', { siteUrl: 'https://shop.example/store' });
    await openMenu(element);
    expect(hrefOf(element, 'My Account')).toBe('https://shop.example/store/account');
    expect(hrefOf(element, 'Towing')).toBe('https://shop.example/store/maindept-Towing.aspx');
  });

  it('calls GET /api/header/mainnav and /api/header/subnav once per page, on intent', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    await loaded(element);
    fireEvent.click(shadow(element).getByRole('button', { name: 'Close menu' }));
    await openMenu(element);
    await settle(50);
    expect(recordedRequests({ path: '/api/header/mainnav' })).toHaveLength(1);
    expect(recordedRequests({ path: '/api/header/subnav' })).toHaveLength(1);
  });

  it('shows Gifts only when showGiftsPageLink is set', async () => {
    const element = await mountElement('mobile-menu', { showGiftsPageLink: '' });
    await openMenu(element);
    await loaded(element);
    expect(linkTexts(element, 'Shop').slice(-3)).toEqual(['Brands', 'Gifts', 'Deals']);
    expect(hrefOf(element, 'Gifts')).toBe(`${ROOT}Gifts`);
    element.setAttribute('showGiftsPageLink', 'false');
    await waitFor(() => expect(shadow(element).queryByRole('link', { name: 'Gifts' })).toBeNull());
  });
});

describe('<mobile-menu> toggles', () => {
  it('New Arrivals replaces Deals when its toggle is on', async () => {
    seedFakeShop({ featureToggles: { 'new-arrivals-link': true } });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    await loaded(element);
    expect(hrefOf(element, 'New Arrivals')).toBe(`${ROOT}new-arrivals`);
    expect(shadow(element).queryByRole('link', { name: 'Deals' })).toBeNull();
    expect(recordedRequests({ path: '/api/featuretoggles/new-arrivals-link' })).toHaveLength(1);
  });

  it('Deals goes to Memorial-Deals under the holiday toggle', async () => {
    seedFakeShop({ featureToggles: { 'holiday-deals-link': true } });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    await loaded(element);
    expect(hrefOf(element, 'Memorial Day Deals')).toBe(`${ROOT}Memorial-Deals`);
    expect(shadow(element).queryByRole('link', { name: 'Deals' })).toBeNull();
    expect(shadow(element).queryByRole('link', { name: 'New Arrivals' })).toBeNull();
  });

  it('with both toggles on, New Arrivals takes the Deals slot', async () => {
    seedFakeShop({ featureToggles: { 'new-arrivals-link': true, 'holiday-deals-link': true } });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    await loaded(element);
    expect(linkTexts(element, 'Shop').at(-1)).toBe('New Arrivals');
    expect(shadow(element).queryByRole('link', { name: /Deals/ })).toBeNull();
  });

  it('a failed toggle lookup counts as off (Deals)', async () => {
    injectFault({ path: '/api/featuretoggles/*', status: 500, times: Infinity });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    await loaded(element);
    expect(hrefOf(element, 'Deals')).toBe(`${ROOT}deals.aspx`);
  });
});

describe('<mobile-menu> greeting and account link', () => {
  it('greets a signed-in visitor when the account link is enabled', async () => {
    seedFakeShop({ header: { firstNames: { shopper: 'Sam' } } });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    expect(await shadow(element).findByText('Hello, Sam')).toBeInTheDocument();
  });

  it('greets the signed-in role (the dealer) by first name', async () => {
    seedFakeShop({ role: 'dealer' });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    expect(await shadow(element).findByText('Hello, Jordan')).toBeInTheDocument();
  });

  it('does not greet an anonymous visitor', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    await loaded(element);
    expect(shadow(element).queryByText(/^Hello/)).toBeNull();
    expect(shadow(element).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
  });

  it('without the account link: no account link and no greeting, even signed in', async () => {
    seedFakeShop({ header: { firstNames: { shopper: 'Sam' } } });
    const element = await mountElement('mobile-menu', { showAccountLink: 'false' });
    await openMenu(element);
    await loaded(element);
    expect(shadow(element).queryByText('Hello, Sam')).toBeNull();
    expect(shadow(element).queryByRole('link', { name: 'My Account' })).toBeNull();
  });
});

describe('<mobile-menu> promo banner', () => {
  const banner = {
    showBannerSign: '',
    imageBaseUrl: 'https://img.example/site/',
    bannerSignOptionsImageSource: 'banners/memorial-day.png',
    bannerSignOptionsImageAlternate: 'Memorial Day Sale: up to 20% off',
  };

  it('shows the banner image from imageBaseUrl with its alternate text', async () => {
    const element = await mountElement('mobile-menu', banner);
    await openMenu(element);
    const image = shadow(element).getByRole('img', { name: 'Memorial Day Sale: up to 20% off' });
    expect(image).toHaveAttribute('src', 'https://img.example/site/banners/memorial-day.png');
    expect(image.closest('a')).toBeNull();
  });

  it('links the banner when enableBannerLink is set, with the class modifier', async () => {
    const element = await mountElement('mobile-menu', {
      ...banner,
      enableBannerLink: '',
      bannerSignOptionsLink: 'Memorial-Deals',
      bannerSignOptionsClassModifier: 'holiday',
    });
    await openMenu(element);
    const link = shadow(element).getByRole('link', { name: 'Memorial Day Sale: up to 20% off' });
    expect(link).toHaveAttribute('href', `${ROOT}Memorial-Deals`);
    const wrapper = link.parentElement;
    expect(wrapper).toHaveClass('shop-mobile-menu__banner--holiday');
    expect(wrapper).toHaveAttribute('part', 'banner banner--holiday');
  });

  it('is not shown without showBannerSign', async () => {
    const { showBannerSign: _, ...rest } = banner;
    const element = await mountElement('mobile-menu', rest);
    await openMenu(element);
    expect(shadow(element).queryByRole('img')).toBeNull();
  });

  it('refuses a javascript: banner link as a bad attribute (error state, nothing rendered)', async () => {
    const element = await mountElement('mobile-menu', {
      ...banner,
      enableBannerLink: '',
      bannerSignOptionsLink: 'javascript:alert(1)',
    });
    expect(element).toHaveAttribute('data-state', 'invalid');
    expect(element.shadowRoot?.textContent).toContain(
      'bannerSignOptionsLink must be a relative, http(s), mailto or tel link',
    );
  });
});

describe('<mobile-menu> sub nav', () => {
  it('inserts the sub nav HTML after the products nav', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    const installer = await shadow(element).findByRole('link', { name: 'Find an Installer' });
    expect(installer).toHaveAttribute('href', '/hitch-installers.aspx');
    const shopList = shadow(element).getByRole('list', { name: 'Shop' });
    const serviceList = shadow(element).getByRole('list', { name: 'Customer service' });
    const subnav = installer.closest('[part="subnav"]') as Element;
    expect(shopList.nextElementSibling).toBe(subnav);
    expect(subnav.nextElementSibling).toBe(serviceList);
  });

  it('sanitises hostile sub nav HTML', async () => {
    seedFakeShop({
      header: {
        subNavHtml:
          '<a href="javascript:window.__menuXss=1">Bad link</a><img src=x onerror="window.__menuXss=1">' +
          '<script>window.__menuXss=1</script><a href="/ok" onclick="window.__menuXss=1">Fine link</a>' +
          '<iframe src="https://evil.example"></iframe><form action="/steal"><input name="card"></form>',
      },
    });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    const fine = await shadow(element).findByRole('link', { name: 'Fine link' });
    const subnav = fine.closest('[part="subnav"]') as Element;
    expect(fine).toHaveAttribute('href', '/ok');
    expect(fine).not.toHaveAttribute('onclick');
    expect(subnav.querySelector('script, iframe, form, input')).toBeNull();
    expect(subnav.querySelector('[onerror]')).toBeNull();
    expect(shadow(element).getByText('Bad link')).not.toHaveAttribute('href');
    expect((window as { __menuXss?: number }).__menuXss).toBeUndefined();
  });

  it('shows a loading bar while the header calls are on their way', async () => {
    injectFault({ path: '/api/header/*', latencyMs: 400, times: Infinity });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    expect(await shadow(element).findByRole('progressbar', { name: 'Loading menu' })).toBeInTheDocument();
    expect(shadow(element).getByRole('link', { name: 'Towing' })).toBeInTheDocument();
    await loaded(element);
    expect(shadow(element).getByRole('link', { name: 'Find an Installer' })).toBeInTheDocument();
  });

  it('retries each header call twice, then shows the menu without greeting and sub nav', async () => {
    seedFakeShop({ header: { firstNames: { shopper: 'Sam' } } });
    injectFault({ path: '/api/header/*', status: 503, times: Infinity });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    await waitFor(() => expect(recordedRequests({ path: '/api/header/mainnav' })).toHaveLength(3), {
      timeout: 5000,
    });
    await waitFor(() => expect(recordedRequests({ path: '/api/header/subnav' })).toHaveLength(3), {
      timeout: 5000,
    });
    await loaded(element);
    expect(shadow(element).queryByText('Hello, Sam')).toBeNull();
    expect(element.shadowRoot?.querySelector('[part="subnav"]')).toBeNull();
    expect(shadow(element).getByRole('link', { name: 'Towing' })).toBeInTheDocument();
  });

  it('an unsuccessful answer leaves the part out', async () => {
    seedFakeShop({ header: { success: false, firstNames: { shopper: 'Sam' } } });
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    await loaded(element);
    expect(shadow(element).queryByText('Hello, Sam')).toBeNull();
    expect(element.shadowRoot?.querySelector('[part="subnav"]')).toBeNull();
  });
});

describe('<mobile-menu> closing', () => {
  it('Escape closes it and focus returns to the toggle', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    const close = shadow(element).getByRole('button', { name: 'Close menu' });
    fireEvent.keyDown(close, { key: 'Escape' });
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(activeInside(element)).toBe(toggle(element)));
    expect(document.body).not.toHaveClass(MODAL_OPEN_BODY_CLASS);
  });

  it('the close button and the backdrop close it', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    fireEvent.click(shadow(element).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(activeInside(element)).toBe(toggle(element)));
    await openMenu(element);
    fireEvent.click(element.shadowRoot?.querySelector('[part="backdrop"]') as Element);
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes when a link in it is followed (navigation moves elsewhere)', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    const towing = shadow(element).getByRole('link', { name: 'Towing' });
    towing.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(towing);
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'false'));
    expect(document.body).not.toHaveClass(MODAL_OPEN_BODY_CLASS);
  });

  it(`closes on a resize to medium width after the ${MOBILE_MENU_RESIZE_DEBOUNCE_MS} ms debounce`, async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    setWidth(1024);
    window.dispatchEvent(new Event('resize'));
    await settle(100);
    expect(toggle(element)).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'false'));
    expect(document.body).not.toHaveClass(MODAL_OPEN_BODY_CLASS);
  });

  it('closes at exactly 768 px (medium) and stays open at 767 px', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    setWidth(767);
    window.dispatchEvent(new Event('resize'));
    await settle(MOBILE_MENU_RESIZE_DEBOUNCE_MS + 100);
    expect(toggle(element)).toHaveAttribute('aria-expanded', 'true');
    setWidth(768);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes when the page is left (pagehide)', async () => {
    const element = await mountElement('mobile-menu');
    await openMenu(element);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('<mobile-menu> the hamburger hash route', () => {
  it('#hamburger in the address opens it; closing drops the route', async () => {
    window.history.replaceState(null, '', '/p-C13130.html?x=1#hamburger');
    const element = await mountElement('mobile-menu');
    expect(toggle(element)).toHaveAttribute('aria-expanded', 'true');
    await shadow(element).findByRole('button', { name: 'Close menu' });
    fireEvent.click(shadow(element).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'false'));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/p-C13130.html?x=1',
    );
  });

  it('a hash change to #hamburger opens it, to another route closes it', async () => {
    const element = await mountElement('mobile-menu');
    window.location.hash = '#hamburger';
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'true'));
    window.location.hash = '#close';
    await waitFor(() => expect(toggle(element)).toHaveAttribute('aria-expanded', 'false'));
  });

  it('#hamburger does not open it at medium width', async () => {
    setWidth(1024);
    window.history.replaceState(null, '', '/#hamburger');
    const element = await mountElement('mobile-menu');
    await settle(50);
    expect(toggle(element)).toHaveAttribute('aria-expanded', 'false');
  });
});
