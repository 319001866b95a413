import type { HttpHandler } from 'msw';
import { accountByIdHandlers, accountHandlers, accountReviewHandlers } from './handlers/accounts';
import { cartHandlers } from './handlers/cart';
import { cartAddHandlers } from './handlers/cart-add';
import { catchAllHandler } from './handlers/catch-all';
import { chatHandlers } from './handlers/chat';
import { contentHandlers } from './handlers/content';
import { contentMetadataHandlers } from './handlers/content-metadata';
import { controlHandlers } from './handlers/control';
import { dealerDashboardHandlers } from './handlers/dealer-dashboard';
import { dealerMetricsHandlers } from './handlers/dealer-metrics';
import { fastPayHandlers } from './handlers/fastpay';
import { headerHandlers } from './handlers/header';
import { imageHandlers } from './handlers/images';
import { installRequestHandlers } from './handlers/install-requests';
import { installerDirectoryHandlers } from './handlers/installer-directory';
import { installerReviewHandlers } from './handlers/installer-reviews';
import { installerHandlers } from './handlers/installers';
import { interactionTrackingHandlers } from './handlers/interaction-tracking';
import { mediaHandlers } from './handlers/media';
import { moderationHandlers } from './handlers/moderation';
import { orderHandlers } from './handlers/orders';
import { pickupHandlers } from './handlers/pickup';
import { platformHandlers } from './handlers/platform';
import { questionAnswerHandlers } from './handlers/question-answer';
import { questionEditHandlers } from './handlers/question-edits';
import { questionImageHandlers } from './handlers/question-images';
import { queueHandlersList } from './handlers/queues';
import { reviewHandlers } from './handlers/reviews';
import { savedListHandlers } from './handlers/saved-lists';
import { shippingHandlers } from './handlers/shipping';
import { ymmHandlers } from './handlers/ymm';

/**
 * The fake shop as msw handlers: the same list serves msw/node in tests, msw-storybook-addon in
 * Storybook and `getResponse(handlers, request)` in the demo server.
 *
 * A new service gets its own module in `handlers/` built with `shopHttp` (which records each call
 * and applies injected faults) and is listed here, before the catch-all.
 */
export const handlers: HttpHandler[] = [
  ...controlHandlers,
  ...imageHandlers,
  // Before the platform's logger handlers: the tracking batches are checked against their contract.
  ...interactionTrackingHandlers,
  ...platformHandlers,
  ...pickupHandlers,
  ...installerHandlers,
  ...installRequestHandlers,
  // Before the dashboard's: /api/installers/:id would answer /api/installers/installers/ and /:id/media otherwise.
  ...installerDirectoryHandlers,
  // After the installer login handlers: /api/installers/:id would answer /api/installers/login otherwise.
  ...dealerDashboardHandlers,
  ...dealerMetricsHandlers,
  ...installerReviewHandlers,
  ...savedListHandlers,
  ...cartHandlers,
  ...cartAddHandlers,
  ...ymmHandlers,
  ...mediaHandlers,
  ...shippingHandlers,
  ...contentHandlers,
  ...moderationHandlers,
  ...questionImageHandlers,
  ...questionEditHandlers,
  ...questionAnswerHandlers,
  ...contentMetadataHandlers,
  ...accountHandlers,
  ...accountReviewHandlers,
  ...headerHandlers,
  ...chatHandlers,
  ...orderHandlers,
  ...reviewHandlers,
  ...queueHandlersList,
  ...fastPayHandlers,
  // Last before the catch-all: `/api/accounts/:id` would answer every other one-segment accounts call.
  ...accountByIdHandlers,
  catchAllHandler,
];
