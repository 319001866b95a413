import {
  decideLanding,
  digitsOnly,
  type LandingDependencies,
  readLandingParameters,
} from '../../../src/elements/storefront/cart-sidebar/landing-parameters';
import { isCheckoutPath } from '../../../src/elements/storefront/cart-sidebar/page-location';
import { panelWidth, parseDuration } from '../../../src/elements/storefront/cart-sidebar/sidebar-geometry';
import { initialSessionState, type SessionState } from '../../../src/stores/session';

const optedIn: SessionState = {
  ...initialSessionState,
  status: 'known',
  role: 'dealer',
  dealerInstallerId: 4711,
  isOptedIn: true,
};

function dependencies(
  session: SessionState,
  unseen: boolean,
  serverShows: boolean | Error = true,
): LandingDependencies & { asked: () => number; serverAsked: () => string[] } {
  let asked = 0;
  const serverAsked: string[] = [];
  return {
    loadSession: async () => session,
    hasUnseenInstallRequests: async () => {
      asked += 1;
      return unseen;
    },
    serverShowsInstallRequests: async (search) => {
      serverAsked.push(search);
      if (serverShows instanceof Error) throw serverShows;
      return serverShows;
    },
    asked: () => asked,
    serverAsked: () => serverAsked,
  };
}

describe('query parameters (digits only are kept)', () => {
  it('keeps the digits of installrequestid and savedlistid, whatever else the value holds', () => {
    expect(readLandingParameters('?installrequestid=42&savedlistid=12')).toEqual({
      installRequestId: 42,
      savedListId: 12,
    });
    expect(readLandingParameters('?savedlistid=%2712%3Cscript%3E')).toEqual({
      installRequestId: 0,
      savedListId: 12,
    });
    expect(readLandingParameters('?InstallRequestId=7')).toEqual({ installRequestId: 7, savedListId: 0 });
    expect(readLandingParameters('?savedlistid=abc&installrequestid=')).toEqual({
      installRequestId: 0,
      savedListId: 0,
    });
    expect(readLandingParameters('')).toEqual({ installRequestId: 0, savedListId: 0 });
  });

  it('treats no digits, and a number too long to be an id, as absent', () => {
    expect(digitsOnly(null)).toBe(0);
    expect(digitsOnly('x-y')).toBe(0);
    expect(digitsOnly('0012')).toBe(12);
    expect(digitsOnly('99999999999999999999')).toBe(0);
  });
});

describe('the three behaviours of storefront §2', () => {
  it('1. a savedlistid opens the cart announcing that list, for anyone', async () => {
    const shopper = dependencies({ ...initialSessionState, status: 'known' }, true);
    expect(await decideLanding('?savedlistid=12&installrequestid=3', '/Home', shopper)).toEqual({
      view: 'cart',
      options: { source: 'savedlistid', savedListId: 12 },
    });
    expect(shopper.asked()).toBe(0);
  });

  it('2. an opted-in installer with an installrequestid gets the install-requests tab, also on checkout', async () => {
    for (const path of ['/', '/checkout/payment']) {
      expect(await decideLanding('?installrequestid=3', path, dependencies(optedIn, false))).toEqual({
        view: 'install-requests',
        options: { source: 'installrequestid', installRequestId: 3 },
      });
    }
  });

  it('3. an opted-in installer with neither parameter, off checkout, gets it when requests are unseen', async () => {
    expect(await decideLanding('', '/', dependencies(optedIn, true))).toEqual({
      view: 'install-requests',
      options: { source: 'unseen-install-requests' },
    });
    expect(await decideLanding('', '/', dependencies(optedIn, false))).toBeNull();
    const onCheckout = dependencies(optedIn, true);
    expect(await decideLanding('', '/checkout', onCheckout)).toBeNull();
    expect(onCheckout.asked()).toBe(0);
  });

  it('does nothing for installers who have not opted in, dealers with id 0, or shoppers', async () => {
    for (const session of [
      { ...optedIn, isOptedIn: false },
      { ...optedIn, dealerInstallerId: 0 },
      { ...initialSessionState, status: 'known' as const },
    ]) {
      const deps = dependencies(session, true);
      expect(await decideLanding('?installrequestid=3', '/', deps)).toBeNull();
      expect(await decideLanding('', '/', deps)).toBeNull();
      expect(deps.asked()).toBe(0);
      expect(deps.serverAsked()).toEqual([]);
    }
  });

  it('asks the server (GET /show-dealer-install-requests) with the page query, and opens only on its yes', async () => {
    const yes = dependencies(optedIn, true, true);
    expect(await decideLanding('?installrequestid=3&utm=x', '/', yes)).not.toBeNull();
    expect(await decideLanding('', '/', yes)).not.toBeNull();
    expect(yes.serverAsked()).toEqual(['?installrequestid=3&utm=x', '']);

    const no = dependencies(optedIn, true, false);
    expect(await decideLanding('?installrequestid=3', '/', no)).toBeNull();
    expect(await decideLanding('', '/', no)).toBeNull();
    expect(no.asked()).toBe(0);
  });

  it('still needs unseen requests when the server says yes without an installrequestid', async () => {
    expect(await decideLanding('', '/', dependencies(optedIn, false, true))).toBeNull();
  });

  it('does not ask the server on checkout without an installrequestid, nor for a savedlistid', async () => {
    const deps = dependencies(optedIn, true, true);
    expect(await decideLanding('', '/checkout', deps)).toBeNull();
    await decideLanding('?savedlistid=4', '/', deps);
    expect(deps.serverAsked()).toEqual([]);
  });

  it('knows checkout pages by their path', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/address')).toBe(true);
    expect(isCheckoutPath('/Checkout/shipping')).toBe(true);
    expect(isCheckoutPath('/cart')).toBe(false);
    expect(isCheckoutPath('/p-checkout-guide.html')).toBe(false);
  });
});

describe('panel geometry (storefront §9: 400 px, 0.25 s)', () => {
  it('is 400 px with the default attributes, otherwise the width asked for', () => {
    expect(panelWidth(30, 'percent')).toBe('400px');
    expect(panelWidth(45, 'percent')).toBe('45%');
    expect(panelWidth(30, 'px')).toBe('30px');
    expect(panelWidth(480, 'px')).toBe('480px');
  });

  it('reads CSS times and refuses anything else', () => {
    expect(parseDuration('0.25s')).toEqual({ css: '250ms', ms: 250 });
    expect(parseDuration('.5s')).toEqual({ css: '500ms', ms: 500 });
    expect(parseDuration(' 400MS ')).toEqual({ css: '400ms', ms: 400 });
    expect(parseDuration('0s')).toEqual({ css: '0ms', ms: 0 });
    expect(parseDuration('fast')).toBeNull();
    expect(parseDuration('0.25')).toBeNull();
    expect(parseDuration('-1s')).toBeNull();
    expect(parseDuration('1s; color: red')).toBeNull();
  });
});
