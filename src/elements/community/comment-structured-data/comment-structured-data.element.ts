import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { structuredDataStyles } from '../structured-data/structured-data.styles';
import { StructuredDataView } from '../structured-data/structured-data-view';
import { COMMENT_STRUCTURED_DATA_TAG, useCommentStructuredData } from './use-comment-structured-data';

export const commentStructuredDataAttributes = z.object({
  'data-path': attr.string(''),
});

/**
 * Structured data for search engines on FAQ, video and question pages (community spec §1, §2, §7):
 * reads the content id from the page path (an FAQ: /faq- or /infm-; a video: /tv-; a question:
 * /question-{id}.html or /question/{id}), calls
 * GET /api/comment/{commentPrefix}/{id}/content-metadata (retried 2 times; the prefix is faq, video
 * or question) and writes one `<script type="application/ld+json">` into the document head with the
 * comments as schema.org `Comment` items (text, author, dates, address), each with its replies as
 * `Comment`s. The script is replaced when the answer changes and removed with the element; with no
 * comments none is written. Every text from the server is escaped so it cannot close the script.
 *
 * It shows nothing on the page and takes no focus. On a page type other than faqcontent, tv2 or
 * question, or a path without a content id, it writes nothing and says why once on the console; a
 * failed call writes nothing and is logged (spec §8: silent). What it did is in `data-json-ld` on
 * the element: loading, written, none or skipped.
 *
 * @summary The page's comments and replies as schema.org Comment JSON-LD in the document head.
 * @tag comment-structured-data
 * @attr data-path - The page path the content id is read from (spec §2 rules). Empty: the page's own path.
 */
export const commentStructuredDataDefinition = widget({
  tag: COMMENT_STRUCTURED_DATA_TAG,
  attributes: commentStructuredDataAttributes,
  component: connect(StructuredDataView, useCommentStructuredData),
  styles: structuredDataStyles,
});

export const CommentStructuredDataElement = /* @__PURE__ */ createWidgetClass(
  commentStructuredDataDefinition,
);

declare global {
  interface HTMLElementTagNameMap {
    'comment-structured-data': InstanceType<typeof CommentStructuredDataElement>;
  }
}
