import { MEDIA_UPLOAD_PAGE_TYPES } from './media-rules';

let warned = false;

/**
 * Spec §2, §6: customer media upload is registered only on the page types product_askexpert,
 * Profile, new_review, account, question and installer. Elsewhere the uploader renders nothing and
 * says why once per page on the console (a host developer sees it; shoppers see nothing broken).
 */
export function warnUnavailableOnce(pageType: string): void {
  if (warned) return;
  warned = true;
  console.warn(
    `shop-widgets: customer media upload is available only on the page types ${MEDIA_UPLOAD_PAGE_TYPES.join(', ')}; ` +
      `this page's type is "${pageType}", so the uploader shows nothing.`,
  );
}

/** Tests: warn again. */
export function resetUnavailableWarning(): void {
  warned = false;
}
