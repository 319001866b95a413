import type { Comment, Person } from 'schema-dts';
import type { StructuredComment, StructuredReply } from '../../../api/content-metadata';
import { jsonLdGraph } from '../structured-data/json-ld';
import { isoDate, withoutEmpty } from '../structured-data/values';

/** The author name when the server sends none (the spec calls customers neighbors). */
export const ANONYMOUS_AUTHOR = 'A neighbor';

function author(friendlyName: string): Person {
  return { '@type': 'Person', name: friendlyName.trim() || ANONYMOUS_AUTHOR };
}

/** The `@id` (and address) of a comment or reply: the page with its fragment, as the pages link them. */
export function commentAnchor(pageUrl: string, kind: 'comment' | 'reply', id: number): string {
  return `${pageUrl}#${kind}-${id}`;
}

function replyNode(reply: StructuredReply, parentId: string, pageUrl: string): Comment {
  const id = commentAnchor(pageUrl, 'reply', reply.replyId);
  const date = isoDate(reply.replyDate);
  return withoutEmpty<Comment>({
    '@type': 'Comment',
    '@id': id,
    url: id,
    text: reply.replyText,
    author: author(reply.friendlyName),
    dateCreated: date,
    datePublished: date,
    parentItem: { '@id': parentId },
  });
}

function commentNode(comment: StructuredComment, pageUrl: string): Comment {
  const id = commentAnchor(pageUrl, 'comment', comment.commentId);
  const date = isoDate(comment.commentDate);
  const replies = comment.children
    .filter((reply) => reply.replyText.trim() !== '')
    .map((reply) => replyNode(reply, id, pageUrl));
  return withoutEmpty<Comment>({
    '@type': 'Comment',
    '@id': id,
    url: id,
    text: comment.commentText,
    author: author(comment.friendlyName),
    dateCreated: date,
    datePublished: date,
    commentCount: replies.length,
    comment: replies.length > 0 ? replies : undefined,
  });
}

/**
 * The page's comments as schema.org `Comment` items, each with its replies as `Comment`s in its
 * `comment` property (and `parentItem` pointing back). A comment or reply without text is left out
 * (a Comment needs its text). Null when nothing is left: no script is written.
 */
export function commentsJsonLd(comments: readonly StructuredComment[], pageUrl: string) {
  const nodes = comments
    .filter((comment) => comment.commentText.trim() !== '')
    .map((comment) => commentNode(comment, pageUrl));
  return nodes.length > 0 ? jsonLdGraph(nodes) : null;
}
