import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { structuredDataStyles } from '../structured-data/structured-data.styles';
import { StructuredDataView } from '../structured-data/structured-data-view';
import { FAQ_STRUCTURED_DATA_TAG, useFaqStructuredData } from './use-faq-structured-data';

/** Spec §9: the organisation is a fixed value (not shown); the shop's name, as its pages give it. */
export const DEFAULT_ORGANIZATION_NAME = 'Hitch & Tow Supply';

export const faqStructuredDataAttributes = z.object({
  'data-path': attr.string(''),
  'data-organization-name': attr.string(DEFAULT_ORGANIZATION_NAME),
  'data-organization-logo': attr.url(''),
});

/**
 * Structured data for search engines on an FAQ page (community spec §1, §2, §7): reads the FAQ's
 * canonical id from the page path (/faq-{canonical}.aspx or /infm-{canonical}.aspx), calls
 * GET /api/faq/{canonical}/content-metadata (retried 2 times) and writes one
 * `<script type="application/ld+json">` into the document head with an `FAQPage` (the title as the
 * question, the content as its accepted answer) and an `Article` (headline, description, keywords,
 * section, dates, editor, publisher, comment count). The script is replaced when the answer changes
 * and removed with the element. Every text from the server is escaped so it cannot close the script.
 *
 * It shows nothing on the page and takes no focus. On a page type other than faqcontent, or a path
 * without an FAQ id, it writes nothing and says why once on the console; a failed call or a status
 * other than 1 writes nothing and is logged (spec §8: silent). What it did is in `data-json-ld`
 * on the element: loading, written, none or skipped.
 *
 * @summary FAQPage and Article JSON-LD in the document head for an FAQ page.
 * @tag faq-structured-data
 * @attr data-path - The page path the FAQ canonical id is read from (spec §2 rules). Empty: the page's own path.
 * @attr data-organization-name - The publisher's name in the Article (default 'Hitch & Tow Supply').
 * @attr data-organization-logo - The publisher's logo. Empty: logo.svg under the page's image base URL.
 */
export const faqStructuredDataDefinition = widget({
  tag: FAQ_STRUCTURED_DATA_TAG,
  attributes: faqStructuredDataAttributes,
  component: connect(StructuredDataView, useFaqStructuredData),
  styles: structuredDataStyles,
});

export const FaqStructuredDataElement = /* @__PURE__ */ createWidgetClass(faqStructuredDataDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'faq-structured-data': InstanceType<typeof FaqStructuredDataElement>;
  }
}
