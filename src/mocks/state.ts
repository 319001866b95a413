import { CART_DISPLAY_DEFAULTS, type CartDisplaySettings } from './cart-details';
import { createContentState } from './content/seed';
import type { ContentState } from './content/types';
import type { CartAddResultContract as CartAddResult } from './contract';
import {
  createAccountsSeed,
  createBioReviewsSeed,
  type StoredAccount,
  type StoredBioReview,
} from './data/accounts';
import { type ChatShopState, createChatSeed } from './data/chat';
import { createDealerShopSeed, type DealerShopState } from './data/dealer-dashboard';
import { createDealerMetricsSeed, type DealerMetricsState } from './data/dealer-metrics';
import { createFaqsState, type FaqsState } from './data/faqs';
import { createFastPaySeed, type FastPayState } from './data/fastpay';
import { createInitialHeaderState, type HeaderState } from './data/header';
import {
  BUSY_DEALER_ID,
  createInstallRequestsSeed,
  type InstallRequestsState,
} from './data/install-requests';
import { createOrdersSeed, type OrdersState } from './data/orders';
import { PRODUCTS, type Product } from './data/products';
import { createQuestionStore, type QuestionStore } from './data/questions';
import { createQueuesSeed, type QueuesState } from './data/queues';
import { createReviewsSeed, type ReviewsState } from './data/reviews';
import { createSavedListsSeed, type SavedListsState } from './data/saved-lists';
import { createStaffBiosSeed, type StoredStaffBio } from './data/staff-bios';
import { createInitialYmmState, type YmmState } from './data/vehicles';
import type { IdempotencyState } from './idempotency';
import { createInitialMediaState, type MediaState } from './media/store';
import { createModerationState, type ModerationState } from './moderation/seed';
import { createInitialShippingState, type ShippingState } from './shipping/state';

/**
 * The fake shop's whole memory, one plain object mutated by the handlers. Every handler module
 * reads and writes `state`; `resetFakeShop()` replaces its contents with a fresh
 * `createInitialState()`. Later services add their own keys here (saved lists, comments, queues...).
 */

/**
 * 'busy-dealer' signs in as the dealer role too, as the opted-in installer 5230 'Tow Masters - TX40'
 * with new (unseen) install requests (the dealer dashboard's demo); 'dealer' is the sample dealer 4711.
 */
export const FAKE_SHOP_ROLES = [
  'shopper',
  'dealer',
  'staff',
  'specialist',
  'moderator',
  'busy-dealer',
  'owner-moderator',
  'inactive-specialist',
] as const;
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
  /** Never 'busy-dealer': that one signs in as 'dealer' with the busy installer. */
  role: FakeShopRole;
  /** The shop's session key, sent back by widgets in some payloads (userSession). */
  userSession: string;
  /** Set for the dealer role only. */
  installer: InstallerDetails | null;
  /** Set for the staff, specialist and moderator roles. */
  staffMember: StaffMember | null;
  /**
   * The role switcher's entry when it differs from `role` ('owner-moderator' signs in as a moderator,
   * 'inactive-specialist' as a specialist); absent otherwise.
   */
  switcherRole?: FakeShopRole;
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
  /** With `status`: an HTML error page as the body (what a gateway sends), not JSON. */
  htmlBody?: boolean;
  /** With `status`: a Retry-After header, in seconds. */
  retryAfterSeconds?: number;
  latencyMs?: number;
  malformedBody?: boolean;
  networkError?: boolean;
  body?: unknown;
  mergeBody?: Record<string, unknown>;
  /** Let the handler answer, then append this text to every string in the answer. */
  hostileText?: string;
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
  /** Staff directory, feedback threads, flags and holds of comment moderation (`moderation/seed.ts`). */
  moderation: ModerationState;
  /** Questions, their images and answers, answer drafts per employee and result flags of staff moderation (`data/questions.ts`). */
  questionStore: QuestionStore;
  /** FAQ articles, the structured data of the FAQ pages (`data/faqs.ts`). */
  faqs: FaqsState;
  /** Staff bios of the accounts service, in the who-is-that page's order (`data/staff-bios.ts`). */
  staffBios: StoredStaffBio[];
  /** The header navigation: signed-in first names by role, the sub nav HTML (`data/header.ts`). */
  header: HeaderState;
  /** Live chat: which toggles the options call returns, and the representative (`data/chat.ts`). */
  chat: ChatShopState;
  /** Past orders, for the reorder page and saving an order as a list (`data/orders.ts`). */
  orders: OrdersState;
  /** Post-purchase reviews: reasons, purchases by email, saved and verification-pending reviews (`data/reviews.ts`). */
  reviews: ReviewsState;
  /** The specialist and moderator queues, held items, the address book of reviews (`data/queues.ts`). */
  queues: QueuesState;
  /** Fast pay: the configuration, tax rates, orders placed with Google Pay or Apple Pay, the PayPal approval (`data/fastpay.ts`). */
  fastPay: FastPayState;
  /** Dealer profiles, same-day pickup opt-in products, dealers' order lines, installer reviews. */
  dealerShop: DealerShopState;
  /** Installers' past months of metrics (`data/dealer-metrics.ts`); this month comes from the install requests. */
  dealerMetrics: DealerMetricsState;
  /** Accounts of /api/accounts (staff §7.8): the shopper, the dealers, the staff (`data/accounts.ts`). */
  accounts: StoredAccount[];
  /** Staff bios submitted for review, by bioID (`data/accounts.ts`). */
  bioReviews: StoredBioReview[];
  requests: RecordedRequest[];
  faults: Fault[];
  /** Answers to mutations by idempotency key (`idempotency.ts`), so no retried mutation applies twice. */
  idempotency: IdempotencyState;
}

export const SAMPLE_DEALER: InstallerDetails = {
  dealerInstallerId: 4711,
  isOptedIn: true,
  shippingCompany: 'Hitch Pros - TX12',
  viewAsCustomer: false,
};

/** The role switcher's 'busy-dealer': opted in, with many install requests, some unseen. */
export const BUSY_DEALER: InstallerDetails = {
  dealerInstallerId: BUSY_DEALER_ID,
  isOptedIn: true,
  shippingCompany: 'Tow Masters - TX40',
  viewAsCustomer: false,
};

const STAFF_MEMBERS: Record<'staff' | 'specialist' | 'moderator', StaffMember> = {
  staff: { employeeId: 2051, friendlyName: 'Dana W.', email: 'dana.whitfield@example.com' },
  specialist: { employeeId: 3187, friendlyName: 'Marcus T.', email: 'marcus.tran@example.com' },
  moderator: { employeeId: 1420, friendlyName: 'Priya K.', email: 'priya.kapoor@example.com' },
};

/**
 * The role switcher's 'inactive-specialist': Owen P., a specialist no longer active (staff §4.4: a
 * moderator sees 'This specialist is no longer active.' on his items); he owns reply 7102.
 * 'owner-moderator' is Priya K. (the 'moderator' session), entered from the switcher by the item she
 * owns: reply 7101, whose feedback she sees in the specialist's view (staff §4.4).
 */
const INACTIVE_SPECIALIST: StaffMember = {
  employeeId: 2764,
  friendlyName: 'Owen P.',
  email: 'owen.park@example.com',
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
  // Logging toggles (staff §9, core/logger.ts): error reports and web logging on, response times off.
  AngularErrorSplunkLogging: true,
  WebSplunkLogging: true,
  WebResponseTimeLogging: false,
  // Interaction tracking (community §9; the demo has no site label, so the keys are the names alone).
  ClickTracking: true,
  HoverTracking: true,
  ScrollTracking: true,
  ViewTracking: true,
  PerformanceTimingTracking: true,
  // The mobile menu's links (storefront §6 "new arrivals link; holiday deals link").
  'new-arrivals-link': false,
  'holiday-deals-link': false,
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
  if (role === 'busy-dealer')
    return { role: 'dealer', userSession, installer: { ...BUSY_DEALER }, staffMember: null };
  if (role === 'owner-moderator')
    return { ...staffSession('moderator', userSession, STAFF_MEMBERS.moderator), switcherRole: role };
  if (role === 'inactive-specialist')
    return { ...staffSession('specialist', userSession, INACTIVE_SPECIALIST), switcherRole: role };
  return staffSession(role, userSession, STAFF_MEMBERS[role]);
}

function staffSession(role: FakeShopRole, userSession: string, member: StaffMember): Session {
  return { role, userSession, installer: null, staffMember: { ...member } };
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
    idempotency: {},
    session: sessionFor('shopper'),
    featureToggles: { ...DEFAULT_FEATURE_TOGGLES },
    experiments: { onOff: {}, buckets: {} },
    media: createInitialMediaState(),
    savedLists: createSavedListsSeed(SAMPLE_DEALER.dealerInstallerId),
    installRequests: createInstallRequestsSeed(SAMPLE_DEALER.dealerInstallerId),
    shipping: createInitialShippingState(),
    content: createContentState(),
    moderation: createModerationState(),
    questionStore: createQuestionStore(),
    faqs: createFaqsState(),
    staffBios: createStaffBiosSeed(),
    header: createInitialHeaderState(),
    chat: createChatSeed(),
    orders: createOrdersSeed(),
    reviews: createReviewsSeed(),
    queues: createQueuesSeed(),
    fastPay: createFastPaySeed(),
    dealerShop: createDealerShopSeed(),
    dealerMetrics: createDealerMetricsSeed(),
    accounts: createAccountsSeed(),
    bioReviews: createBioReviewsSeed(),
    requests: [],
    faults: [],
  };
}

/** The one live state of this fake shop (one per JavaScript realm: test file, Storybook, demo server). */
export const state: FakeShopState = createInitialState();
