import { type HttpHandler, HttpResponse } from 'msw';
import {
  COMMENT_PREFIXES,
  type CommentContentType,
  commentContentMetadataSchema,
  FAQ_STATUS_OK,
  faqContentMetadataSchema,
} from '../../api/content-metadata';
import type { StoredComment, StoredReply } from '../content/types';
import { findFaq } from '../data/faqs';
import { errorJson, jsonAs } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * The structured-data service of the fake shop (community §7 "Structured data"), answering from
 * the shop's live content: the FAQ articles in `state.faqs` and the approved comments and replies in
 * `state.content` (so a comment approved a moment ago is in the next answer).
 *
 * - GET /api/faq/{canonical}/content-metadata: status 1 with the article and its approved comment
 *   count; an unknown canonical answers status 0 with no article (the spec: "1 means ok").
 * - GET /api/comment/{prefix}/{id}/content-metadata: the approved comments of that content (prefix
 *   faq, video or question: `COMMENT_PREFIXES`), oldest first, each with its approved replies as
 *   `children`; an unknown prefix is a 404.
 * - GET /images/logo.svg: the shop's logo, which the FAQ's Article names as its publisher's.
 */

/** Any status but 1 is "not ok"; the fake shop answers 0 for an FAQ it does not have. */
export const FAQ_STATUS_NOT_FOUND = 0;

/** The shop's logo (the demo header's name on the brand colour), 600 x 60 as publisher logos are. */
export const SHOP_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="60" viewBox="0 0 600 60">' +
  '<rect width="600" height="60" fill="#c8102e"/>' +
  '<text x="300" y="40" fill="#fff" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle">' +
  'Hitch &amp; Tow Supply</text></svg>';

const byDate =
  <T>(date: (item: T) => string) =>
  (a: T, b: T) =>
    date(a).localeCompare(date(b));

function approvedComments(contentType: string, parentId: string): StoredComment[] {
  const wanted = parentId.toLowerCase();
  return state.content.comments
    .filter(
      (comment) =>
        comment.status === 'approved' &&
        comment.contentType === contentType &&
        comment.parentId.toLowerCase() === wanted,
    )
    .sort(byDate((comment) => comment.commentDate));
}

function approvedReplies(commentId: number): StoredReply[] {
  return state.content.replies
    .filter((reply) => reply.commentId === commentId && reply.status === 'approved')
    .sort(byDate((reply) => reply.replyDate));
}

function contentTypeOfPrefix(prefix: string): CommentContentType | undefined {
  const entry = Object.entries(COMMENT_PREFIXES).find(([, value]) => value === prefix.toLowerCase());
  return entry?.[0] as CommentContentType | undefined;
}

export const contentMetadataHandlers: HttpHandler[] = [
  shopHttp.get(
    '*/images/logo.svg',
    () =>
      new HttpResponse(SHOP_LOGO_SVG, {
        headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
      }),
  ),

  shopHttp.get('*/api/faq/:canonical/content-metadata', ({ params }) => {
    const canonical = pathParam(params, 'canonical');
    const faq = findFaq(state.faqs.articles, canonical);
    if (!faq) {
      return jsonAs(faqContentMetadataSchema, {
        status: FAQ_STATUS_NOT_FOUND,
        faq: null,
        faqCommentCount: 0,
      });
    }
    return jsonAs(faqContentMetadataSchema, {
      status: FAQ_STATUS_OK,
      faq: { ...faq },
      faqCommentCount: approvedComments('Faq', faq.canonical).length,
    });
  }),

  shopHttp.get('*/api/comment/:prefix/:id/content-metadata', ({ params }) => {
    const prefix = pathParam(params, 'prefix');
    const contentType = contentTypeOfPrefix(prefix);
    if (!contentType) {
      return errorJson(
        404,
        `Unknown comment prefix "${prefix}": use ${Object.values(COMMENT_PREFIXES).join(', ')}`,
      );
    }
    const comments = approvedComments(contentType, pathParam(params, 'id')).map((comment) => ({
      commentId: comment.commentId,
      commentText: comment.commentText,
      friendlyName: comment.friendlyName,
      commentDate: comment.commentDate,
      children: approvedReplies(comment.commentId).map((reply) => ({
        replyId: reply.replyId,
        replyText: reply.replyText,
        friendlyName: reply.friendlyName,
        replyDate: reply.replyDate,
      })),
    }));
    return jsonAs(commentContentMetadataSchema, { comments });
  }),
];
