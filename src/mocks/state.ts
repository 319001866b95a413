import type { CartAddResult } from '../api/cart-add';
import { CART_DISPLAY_DEFAULTS, type CartDisplaySettings } from './cart-details';
import { createContentState } from './content/seed';
import type { ContentState } from './content/types';
import { createInstallRequestsSeed, type InstallRequestsState } from './data/install-requests';
import { PRODUCTS, type Product } from './data/products';
import { createSavedListsSeed, type SavedListsState } from './data/saved-lists';
import { createInitialYmmState, type YmmState } from './data/vehicles';
import { createInitialMediaState, type MediaState } from './media/store';
import { createInitialShippingState, type ShippingState } from './shipping/state';

/**
 * The fake shop's whole memory, one plain object mutated by the handlers. Every handler module
 * reads and writes `state`; `resetFakeShop()` replaces its contents with a fresh
 * `createInitialState()`. Later services add their own keys here (saved lists, comments, queues...).
 */

export const FAKE_SHOP_ROLES = ['shopper', 'dealer', 'staff', 'specialist', 'moderator'] as const;
export type FakeShopRole = (typeof FAKE_SHOP_ROLES)[number];

/** Spec storefront §3 "Installer details". */
export interface InstallerDetails {
  dealerInstallerId: number;
  isOptedIn: boolean;
  shippingCompany: string;
  viewAsCustomer: boolean;
}

/** The employee signed in for the staff, specialist and moderator roles. */
export interface StaffMember {
  employeeId: number;
  friendlyName: string;
  email: string;
}

export interface Session {
  role: FakeShopRole;
  /** The shop's session key, sent back by widgets in some payloads (userSession). */
  userSession: string;
  /** Set for the dealer role only. */
  installer: InstallerDetails | null;
  /** Set for the staff, specialist and moderator roles. */
  staffMember: StaffMember | null;
}

/** Spec storefront §3 "Slim line" plus the line id the server gives it. */
export interface CartLine {
  lineID: number;
  webSku: string;
  quantity: number;
  /** The selected attributes as the JSON string sent with the add (see `cart-details.ts`); none when absent. */
  attribute?: string | null;
}

export interface CartState {
  cartId: number;
  lines: CartLine[];
  /** The id the next added line gets; always above every line's id. */
  nextLineId: number;
  /** The cart's display settings (stock display and ship-to-shop flags, `cart-details.ts`). */
  display: CartDisplaySettings;
}

export interface ExperimentsState {
  onOff: Record<string, boolean>;
  buckets: Record<string, number>;
}

export type FaultMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An injected failure (see `faults.ts`); `remaining` counts the calls it still applies to. */
export interface Fault {
  method?: FaultMethod;
  path: string;
  status?: number;
  latencyMs?: number;
  malformedBody?: boolean;
  networkError?: boolean;
  remaining: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  /** The parsed JSON body; form data as an object of its fields; otherwise null. */
  body: unknown;
  /** Milliseconds since the epoch. */
  time: number;
}

export interface FakeShopState {
  products: Product[];
  /** The vehicle picker's memory: recently viewed vehicles. */
  ymm: YmmState;
  cart: CartState;
  /** Answers to cart adds by idempotency key, so a retried add never adds twice. */
  cartAddReplies: Record<string, CartAddResult>;
  session: Session;
  /** Keys not listed are off (spec: "A toggle lookup failure counts as off"). */
  featureToggles: Record<string, boolean>;
  experiments: ExperimentsState;
  /** Customer media uploads: stored files, chunks in progress, chunk faults (`media/store.ts`). */
  media: MediaState;
  /** Saved product lists (the sample dealer has two). */
  savedLists: SavedListsState;
  /** Dealer install requests (the sample dealer has three, all seen). */
  installRequests: InstallRequestsState;
  /** Shopper ZIP code, local pickup dealers, the checkout shipping method (`shipping/state.ts`). */
  shipping: ShippingState;
  /** Comments, replies, drafts and questions (`content/`). */
  content: ContentState;
  requests: RecordedRequest[];
  faults: Fault[];
}

export const SAMPLE_DEALER: InstallerDetails = {
  dealerInstallerId: 4711,
  isOptedIn: true,
  shippingCompany: 'Hitch Pros - TX12',
  viewAsCustomer: false,
};

const STAFF_MEMBERS: Record<'staff' | 'specialist' | 'moderator', StaffMember> = {
  staff: { employeeId: 2051, friendlyName: 'Dana W.', email: 'dana.whitfield@example.com' },
  specialist: { employeeId: 3187, friendlyName: 'Marcus T.', email: 'marcus.tran@example.com' },
  moderator: { employeeId: 1420, friendlyName: 'Priya K.', email: 'priya.kapoor@example.com' },
};

/** Toggles named by the spec with the value a typical day on the shop has; unlisted keys are off. */
export const DEFAULT_FEATURE_TOGGLES: Readonly<Record<string, boolean>> = {
  'saved-product-list': true,
  'Web-Cart-Logging': true,
  WebChat_Queue_OnlineSales: true,
  WebChat_Queue_Mobile: true,
  'PaymentType-GooglePay': true,
  'Web-YMM-DropDown-SearchFilter': true,
  DepartmentPageVehicleSelectorBehavior: false,
  PullInactiveProductContent: false,
  ValidateHelpfulLinks: true,
  CreateQuestionFromComment: true,
};

/** Two lines, so the cart link shows a count and the totals include an option price. */
const SAMPLE_CART_LINES: CartLine[] = [
  { lineID: 1, webSku: 'C13130', quantity: 1, attribute: null },
  {
    lineID: 2,
    webSku: '90195',
    quantity: 1,
    attribute: JSON.stringify([{ attributeCode: 'harness', optionCode: '3025-P', data: null, price: 24.95 }]),
  },
];

export function sessionFor(role: FakeShopRole): Session {
  const userSession = `fake-session-${role}`;
  if (role === 'shopper') return { role, userSession, installer: null, staffMember: null };
  if (role === 'dealer') return { role, userSession, installer: { ...SAMPLE_DEALER }, staffMember: null };
  return { role, userSession, installer: null, staffMember: { ...STAFF_MEMBERS[role] } };
}

/** A fresh shop: seed catalogue, sample cart, anonymous shopper, default toggles, no faults. */
export function createInitialState(): FakeShopState {
  return {
    products: structuredClone([...PRODUCTS]),
    ymm: createInitialYmmState(),
    cart: {
      cartId: 845_120,
      lines: structuredClone(SAMPLE_CART_LINES),
      nextLineId: 3,
      display: { ...CART_DISPLAY_DEFAULTS },
    },
    cartAddReplies: {},
    session: sessionFor('shopper'),
    featureToggles: { ...DEFAULT_FEATURE_TOGGLES },
    experiments: { onOff: {}, buckets: {} },
    media: createInitialMediaState(),
    savedLists: createSavedListsSeed(SAMPLE_DEALER.dealerInstallerId),
    installRequests: createInstallRequestsSeed(SAMPLE_DEALER.dealerInstallerId),
    shipping: createInitialShippingState(),
    content: createContentState(),
    requests: [],
    faults: [],
  };
}

/** The one live state of this fake shop (one per JavaScript realm: test file, Storybook, demo server). */
export const state: FakeShopState = createInitialState();
