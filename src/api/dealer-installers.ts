import * as z from 'zod/mini';
import { request } from '../core/http';
import { optionalField, optionalText } from '../core/tolerant';

/**
 * The dealer dashboard's installer calls (staff §7.9, /api/installers): the installer's profile and the
 * reviews shoppers wrote about them. Apart from `installers.ts` (the login and view-as-customer calls
 * every page may make), so they load only with the dashboard.
 */

/**
 * Paths of /api/installers (staff §7.9) whose answers the spec does not give; the dealer dashboard's
 * choices, written in docs/widgets/custom-dealer-dashboard.md. (Local pickup: `PICKUP_PATHS.dealerLocalPickup`.)
 */
export const INSTALLER_PATHS = {
  /** GET: one installer's profile ({@link installerProfileSchema}). */
  installer: (dealerInstallerId: number) =>
    `/api/installers/${encodeURIComponent(String(dealerInstallerId))}`,
  /** GET `?forReviewOnly=`: the installer's reviews ({@link installerReviewsSchema}); true gives the ones not linked to a request yet. */
  reviews: (dealerInstallerId: number) =>
    `/api/installers/${encodeURIComponent(String(dealerInstallerId))}/reviews/`,
  /** GET: the installer's figures of the last 12 months ({@link installerMetricsSchema}); `<custom-dealer-metrics>`. */
  metrics: (dealerInstallerId: number) =>
    `/api/installers/${encodeURIComponent(String(dealerInstallerId))}/metrics`,
} as const;

/** GET /api/installers/{id}: what the dashboard shows of the installer and the switches it can change. */
export const installerProfileSchema = z.object({
  dealerInstallerId: z.int(),
  name: z.string(),
  isOptedIn: z.boolean(),
  viewAsCustomer: z.boolean(),
  localPickup: z.boolean(),
  /** 'none', 'daily' or 'weekly' (PUT /api/dealer-install-request/installer/{id}/followup/{type}). */
  followUpType: optionalField('installerProfile.followUpType', z.string()),
  city: optionalField('installerProfile.city', z.string()),
  state: optionalField('installerProfile.state', z.string()),
  postalCode: optionalField('installerProfile.postalCode', z.string()),
});
export type InstallerProfile = z.output<typeof installerProfileSchema>;

export function fetchInstallerProfile(
  dealerInstallerId: number,
  signal?: AbortSignal,
): Promise<InstallerProfile> {
  return request(INSTALLER_PATHS.installer(dealerInstallerId), { schema: installerProfileSchema, signal });
}

/** One review a shopper wrote about the installer (staff §3.18 review payloads, plus the date). */
export const installerReviewSchema = z.object({
  dealerInstallerReviewId: z.int(),
  dealerInstallerId: z.int(),
  rating: z.int(),
  reviewText: z.string(),
  name: z.string(),
  webSKU: optionalField('installerReview.webSKU', z.string()),
  /** The request it was linked to; null while it is waiting for a link. */
  dealerInstallRequestId: optionalField('installerReview.dealerInstallRequestId', z.int()),
  /** ISO 8601. */
  createdOn: z.string(),
});
export type InstallerReview = z.output<typeof installerReviewSchema>;
export const installerReviewsSchema = z.array(installerReviewSchema);

/** GET /api/installers/{id}/reviews/?forReviewOnly= */
export function fetchInstallerReviews(
  dealerInstallerId: number,
  forReviewOnly: boolean,
  signal?: AbortSignal,
): Promise<InstallerReview[]> {
  return request(INSTALLER_PATHS.reviews(dealerInstallerId), {
    searchParams: { forReviewOnly },
    schema: installerReviewsSchema,
    signal,
  });
}

/**
 * The dashboard's own copies of two calls that `pickup.ts` and `installers.ts` also make: importing those
 * modules here would move them from their family's file into every page's platform file (a module shared
 * by two families goes there). Same paths, same bodies, same answers.
 */
export const INSTALLER_SETTING_PATHS = {
  /** PUT, body `{ localPickup }` (as `PICKUP_PATHS.dealerLocalPickup`). */
  localPickup: (dealerInstallerId: number) =>
    `/api/installers/${encodeURIComponent(String(dealerInstallerId))}/local-pickup`,
  /** PUT, no body; the answer is read by its truthiness (as `setViewAsCustomer` in installers.ts). */
  viewAsCustomer: (flag: boolean) => `/api/installers/view-as-customer/${flag}`,
} as const;

const localPickupAnswerSchema = z.object({ success: z.boolean(), localPickup: z.boolean() });

/** PUT /api/installers/{id}/local-pickup */
export function setInstallerLocalPickup(
  dealerInstallerId: number,
  localPickup: boolean,
  idempotencyKey: string,
) {
  return request(INSTALLER_SETTING_PATHS.localPickup(dealerInstallerId), {
    method: 'put',
    json: { localPickup },
    schema: localPickupAnswerSchema,
    idempotencyKey,
  });
}

const truthyAnswerSchema = z.pipe(
  z.unknown(),
  z.transform((answer): boolean =>
    typeof answer === 'object' && answer !== null && 'success' in answer
      ? Boolean(answer.success)
      : Boolean(answer),
  ),
);

/** PUT /api/installers/view-as-customer/{flag}: true when the switch took effect. */
export function setInstallerViewAsCustomer(
  viewAsCustomer: boolean,
  idempotencyKey: string,
): Promise<boolean> {
  return request(INSTALLER_SETTING_PATHS.viewAsCustomer(viewAsCustomer), {
    method: 'put',
    schema: truthyAnswerSchema,
    idempotencyKey,
  });
}

/**
 * GET /api/installers/{id}/metrics (staff §7.9; the answer is not shown in the spec, so this schema is the
 * contract, written in docs/widgets/custom-dealer-metrics.md). Figures of the last `periodMonths` months,
 * this month included. A response time or review average of a period without answers or reviews is null.
 */
export const installerMetricsMonthSchema = z.object({
  /** 'YYYY-MM' (another text is shown as sent). */
  month: z.string(),
  requestsReceived: z.int().check(z.minimum(0)),
  requestsAnswered: z.int().check(z.minimum(0)),
  jobsWon: z.int().check(z.minimum(0)),
  averageResponseHours: optionalField('installerMetrics.months.averageResponseHours', z.number()),
});
export type InstallerMetricsMonth = z.output<typeof installerMetricsMonthSchema>;

export const installerMetricsSchema = z.object({
  dealerInstallerId: z.int(),
  periodMonths: z.int().check(z.minimum(1)),
  requestsReceived: z.int().check(z.minimum(0)),
  /** Requests the installer answered (any status but Open). */
  requestsAnswered: z.int().check(z.minimum(0)),
  /** Requests that became a job (Scheduled or Completed). */
  jobsWon: z.int().check(z.minimum(0)),
  averageResponseHours: optionalField('installerMetrics.averageResponseHours', z.number()),
  reviewCount: z.int().check(z.minimum(0)),
  /** 1 to 5; null without reviews in the period. */
  reviewAverage: optionalField('installerMetrics.reviewAverage', z.number()),
  /** One entry per month of the period, oldest first (the widget sorts them again). */
  months: z.array(installerMetricsMonthSchema),
});
export type InstallerMetrics = z.output<typeof installerMetricsSchema>;

/** GET /api/installers/{id}/metrics */
export function fetchInstallerMetrics(
  dealerInstallerId: number,
  signal?: AbortSignal,
): Promise<InstallerMetrics> {
  return request(INSTALLER_PATHS.metrics(dealerInstallerId), { schema: installerMetricsSchema, signal });
}

// ---- Installer reviews by shoppers (staff §3.18, §5, §7.9), `<installer-review-form>` ----

/** Staff §5 and §9: the review text's limit and the rating's range. */
export const INSTALLER_REVIEW_TEXT_MAX_LENGTH = 4000;
export const INSTALLER_REVIEW_RATING_MIN = 1;
export const INSTALLER_REVIEW_RATING_MAX = 5;

/** The review calls of /api/installers (staff §7.9); paths as the spec gives them. */
export const INSTALLER_REVIEW_PATHS = {
  /** POST {@link InstallerReviewCreate}; the answer's `data.dealerInstallerReviewID` is the new review's id. */
  create: '/api/installers/reviews',
  /** PUT {@link InstallerReviewUpdate}; the answer is read by its truthiness (the spec gives none). */
  update: '/api/installers/update-review/',
} as const;

/** Staff §3.18 "Review create payload", field by field. */
export interface InstallerReviewCreate {
  dealerInstallerId: number;
  rating: number;
  reviewText: string;
  webSKU: string;
  name: string;
  email: string;
  /** 0 when the page knows no request. */
  dealerInstallRequestId: number;
}

/** Staff §3.18 "Review update payload", field by field. */
export interface InstallerReviewUpdate {
  dealerInstallerReviewId: number;
  dealerInstallerId: number;
  rating: number;
  reviewText: string;
}

/** The create answer: only `data.dealerInstallerReviewID` is read (an id above 0). */
export const installerReviewCreatedSchema = z.object({
  data: z.object({ dealerInstallerReviewID: z.int().check(z.positive()) }),
});

/** The update answer: `{ success }`, a boolean, or any JSON read by its truthiness. */
export const installerReviewUpdatedSchema = truthyAnswerSchema;

/** POST /api/installers/reviews: the new review's id. */
export async function createInstallerReview(
  review: InstallerReviewCreate,
  idempotencyKey: string,
): Promise<number> {
  const answer = await request(INSTALLER_REVIEW_PATHS.create, {
    method: 'post',
    json: review,
    schema: installerReviewCreatedSchema,
    idempotencyKey,
  });
  return answer.data.dealerInstallerReviewID;
}

/** PUT /api/installers/update-review/: true when the server took the change. */
export function updateInstallerReview(
  review: InstallerReviewUpdate,
  idempotencyKey: string,
): Promise<boolean> {
  return request(INSTALLER_REVIEW_PATHS.update, {
    method: 'put',
    json: review,
    schema: installerReviewUpdatedSchema,
    idempotencyKey,
  });
}

/**
 * The install-request form flow's installer calls (staff §7.9; `<custom-dealer-install-request-form-flow>`):
 * installers near a postal code, one installer's public details and their photos. The spec gives the paths
 * only; the answers below are the contract (docs/widgets/custom-dealer-install-request-form-flow.md).
 */
export const INSTALLER_DIRECTORY_PATHS = {
  /**
   * GET `?postalCode=&productGroup=&miles=` plus the page's own query string (its parameters first, these
   * three win): the opted-in installers of that product group within `miles`, nearest first
   * ({@link nearbyInstallersSchema}).
   */
  installers: '/api/installers/installers/',
  /** GET: one installer's public details ({@link installerDetailsSchema}); the same path as `INSTALLER_PATHS.installer`. */
  details: (dealerInstallerId: number) => INSTALLER_PATHS.installer(dealerInstallerId),
  /** GET: the installer's photos and videos ({@link installerMediaListSchema}). */
  media: (dealerInstallerId: number) =>
    `/api/installers/${encodeURIComponent(String(dealerInstallerId))}/media`,
} as const;

/** The distances a shopper can search within, in miles (the first is the default). */
export const INSTALLER_SEARCH_MILES = [25, 10, 50, 100] as const;

/** One installer of a search near a postal code. */
export const nearbyInstallerSchema = z.object({
  dealerInstallerId: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
  /** Miles from the searched postal code. */
  distance: z.number(),
  city: optionalField('nearbyInstaller.city', z.string()),
  state: optionalField('nearbyInstaller.state', z.string()),
  /** Average review rating, 1 to 5; null without reviews. */
  rating: optionalField('nearbyInstaller.rating', z.number()),
  reviewCount: optionalField('nearbyInstaller.reviewCount', z.int()),
  /** Up to three photo thumbnails (absolute or site-relative URLs). */
  thumbnails: z.pipe(
    optionalField('nearbyInstaller.thumbnails', z.array(z.object({ url: z.string(), altText: z.string() }))),
    z.transform((list) => list ?? []),
  ),
});
export type NearbyInstaller = z.output<typeof nearbyInstallerSchema>;
export const nearbyInstallersSchema = z.object({ installers: z.array(nearbyInstallerSchema) });

export interface InstallerSearch {
  postalCode: string;
  productGroup: string;
  miles: number;
}

/**
 * GET /api/installers/installers/?postalCode=&productGroup=&miles= plus the page's query string
 * (`pageQuery`, the widget's own step parameter left out); the search's three parameters win.
 */
export async function findNearbyInstallers(
  search: InstallerSearch,
  pageQuery: Record<string, string>,
  signal?: AbortSignal,
): Promise<NearbyInstaller[]> {
  const answer = await request(INSTALLER_DIRECTORY_PATHS.installers, {
    searchParams: { ...pageQuery, ...search },
    schema: nearbyInstallersSchema,
    signal,
  });
  return answer.installers;
}

/** GET /api/installers/{id} as a shopper reads it: who the installer is and how to reach them. */
export const installerDetailsSchema = z.object({
  dealerInstallerId: z.int(),
  name: z.string(),
  address: optionalText('installerDetails.address'),
  city: optionalText('installerDetails.city'),
  state: optionalText('installerDetails.state'),
  postalCode: optionalText('installerDetails.postalCode'),
  phone: optionalText('installerDetails.phone'),
  hours: optionalText('installerDetails.hours'),
  about: optionalText('installerDetails.about'),
  rating: optionalField('installerDetails.rating', z.number()),
  reviewCount: optionalField('installerDetails.reviewCount', z.int()),
  productGroups: z.pipe(
    optionalField('installerDetails.productGroups', z.array(z.string())),
    z.transform((list) => list ?? []),
  ),
});
export type InstallerDetails = z.output<typeof installerDetailsSchema>;

/** GET /api/installers/{id} (public details) */
export function fetchInstallerDetails(
  dealerInstallerId: number,
  signal?: AbortSignal,
): Promise<InstallerDetails> {
  return request(INSTALLER_DIRECTORY_PATHS.details(dealerInstallerId), {
    schema: installerDetailsSchema,
    signal,
  });
}

/** One photo or video of an installer's work. */
export const installerMediaSchema = z.object({
  mediaId: z.int(),
  /** 'image' or 'video'; anything else is shown as an image. */
  type: optionalText('installerMedia.type'),
  url: z.string().check(z.minLength(1)),
  thumbnailUrl: optionalText('installerMedia.thumbnailUrl'),
  altText: optionalText('installerMedia.altText'),
});
export type InstallerMedia = z.output<typeof installerMediaSchema>;
export const installerMediaListSchema = z.array(installerMediaSchema);

/** GET /api/installers/{id}/media */
export function fetchInstallerMedia(
  dealerInstallerId: number,
  signal?: AbortSignal,
): Promise<InstallerMedia[]> {
  return request(INSTALLER_DIRECTORY_PATHS.media(dealerInstallerId), {
    schema: installerMediaListSchema,
    signal,
  });
}
