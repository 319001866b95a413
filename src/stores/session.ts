import { createStore } from 'zustand/vanilla';
import { fetchLoggedInInstaller } from '../api/installers';
import { publish } from '../core/bus';
import { getConfig } from '../core/config';
import type { ShopRole } from '../core/events';

/**
 * Who is signed in. A dealer installer is known from the logged-in-installer call (success and a
 * dealerInstallerId above 0, storefront §6); internal staff from the page configuration, which
 * the server renders. Everyone else is a shopper.
 */
export interface SessionState {
  status: 'unknown' | 'loading' | 'known';
  role: ShopRole;
  dealerInstallerId: number;
  isOptedIn: boolean;
  viewAsCustomer: boolean;
  shippingCompany: string;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  role: 'shopper',
  dealerInstallerId: 0,
  isOptedIn: false,
  viewAsCustomer: false,
  shippingCompany: '',
};

export const sessionStore = createStore<SessionState>()(() => ({ ...initialSessionState }));

let loading: Promise<SessionState> | undefined;

/** Looks the session up once per page; later calls share the answer. A failed lookup means shopper. */
export function loadSession(): Promise<SessionState> {
  loading ??= (async () => {
    sessionStore.setState({ status: 'loading' });
    const staff = getConfig().internalStaff;
    let next: SessionState = { ...initialSessionState, status: 'known', role: staff ? 'staff' : 'shopper' };
    try {
      const login = await fetchLoggedInInstaller();
      const details = login.installerDetails;
      if (login.success && details && details.dealerInstallerId > 0) {
        next = {
          status: 'known',
          role: 'dealer',
          dealerInstallerId: details.dealerInstallerId,
          isOptedIn: details.isOptedIn,
          viewAsCustomer: details.viewAsCustomer,
          shippingCompany: details.shippingCompany ?? '',
        };
      }
    } catch {
      // Logged by the http layer; the visitor is treated as a shopper.
    }
    sessionStore.setState(next, true);
    publish('shop:session-changed', { role: next.role, dealerInstallerId: next.dealerInstallerId });
    return next;
  })();
  return loading;
}

export function resetSessionStore(): void {
  loading = undefined;
  sessionStore.setState({ ...initialSessionState }, true);
}
