import * as z from 'zod/mini';

/**
 * The `data-parent-comment` attribute: the comment a reply belongs to, as the page renders it
 * (staff §3.6 "Comment record", plus its id). Every field is optional; unknown fields are ignored.
 */
export const parentCommentSchema = z.nullable(
  z.partial(
    z.object({
      commentId: z.int(),
      commentText: z.string(),
      friendlyName: z.string(),
      author: z.string(),
      commentType: z.union([z.string(), z.number()]),
      replyId: z.int(),
      authorEmail: z.string(),
      sourceKey: z.string(),
      commentSourceUrl: z.string(),
      notifyCustomer: z.boolean(),
      lastReviewedBy: z.union([z.string(), z.number()]),
      reviewed: z.boolean(),
      active: z.boolean(),
      showMore: z.boolean(),
      webSKU: z.string(),
    }),
  ),
);
export type ParentComment = z.infer<typeof parentCommentSchema>;
