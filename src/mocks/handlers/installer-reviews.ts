import type { HttpHandler } from 'msw';
import * as z from 'zod';
import {
  INSTALLER_REVIEW_PATHS,
  INSTALLER_REVIEW_RATING_MAX,
  INSTALLER_REVIEW_RATING_MIN,
  INSTALLER_REVIEW_TEXT_MAX_LENGTH,
  installerReviewCreatedSchema,
  installerReviewUpdatedSchema,
} from '../../api/dealer-installers';
import type { InstallerReviewRecord } from '../data/dealer-dashboard';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * Shoppers' reviews of an installer (staff §3.18, §5, §7.9): POST /api/installers/reviews creates one,
 * PUT /api/installers/update-review/ changes its rating and text. A new review waits for the dealer to
 * link it to a request (the dashboard's reviews section, PUT /api/dealer-install-request/request/{id}/
 * review/{reviewId}); the request the shopper named is kept beside it. The checks are the spec's: a
 * rating from 1 to 5, a text of at most 4000 characters.
 */

const rating = z.int().min(INSTALLER_REVIEW_RATING_MIN).max(INSTALLER_REVIEW_RATING_MAX);
const reviewText = z.string().max(INSTALLER_REVIEW_TEXT_MAX_LENGTH);

const createBody = z.object({
  dealerInstallerId: z.int().positive(),
  rating,
  reviewText,
  webSKU: z.string(),
  name: z.string().trim().min(1),
  email: z.email(),
  dealerInstallRequestId: z.int().min(0),
});

const updateBody = z.object({
  dealerInstallerReviewId: z.int().positive(),
  dealerInstallerId: z.int().positive(),
  rating,
  reviewText,
});

function knownInstaller(dealerInstallerId: number): boolean {
  return dealerInstallerId in state.dealerShop.profiles;
}

export const installerReviewHandlers: HttpHandler[] = [
  shopHttp.post(`*${INSTALLER_REVIEW_PATHS.create}`, async ({ request }) => {
    const body = await readJsonBody(request, createBody);
    if (body instanceof Response) return body;
    if (!knownInstaller(body.dealerInstallerId))
      return errorJson(404, `There is no installer ${body.dealerInstallerId}.`);
    const review: InstallerReviewRecord = {
      dealerInstallerReviewId: state.dealerShop.nextReviewId,
      dealerInstallerId: body.dealerInstallerId,
      rating: body.rating,
      reviewText: body.reviewText,
      name: body.name.trim(),
      email: body.email,
      webSKU: body.webSKU || null,
      dealerInstallRequestId: null,
      requestedInstallRequestId: body.dealerInstallRequestId || null,
      createdOn: new Date().toISOString(),
    };
    state.dealerShop.nextReviewId += 1;
    state.dealerShop.reviews.push(review);
    return jsonAs(
      installerReviewCreatedSchema,
      { data: { dealerInstallerReviewID: review.dealerInstallerReviewId } },
      { status: 201 },
    );
  }),

  shopHttp.put(`*${INSTALLER_REVIEW_PATHS.update}`, async ({ request }) => {
    const body = await readJsonBody(request, updateBody);
    if (body instanceof Response) return body;
    const review = state.dealerShop.reviews.find(
      (candidate) =>
        candidate.dealerInstallerReviewId === body.dealerInstallerReviewId &&
        candidate.dealerInstallerId === body.dealerInstallerId,
    );
    if (!review)
      return errorJson(
        404,
        `There is no review ${body.dealerInstallerReviewId} of installer ${body.dealerInstallerId}.`,
      );
    review.rating = body.rating;
    review.reviewText = body.reviewText;
    review.updatedOn = new Date().toISOString();
    return jsonAs(installerReviewUpdatedSchema, { success: true });
  }),
];
