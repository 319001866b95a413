import {
  type COMMENT_PREFIXES,
  CONTENT_METADATA_PATHS,
  commentContentMetadataSchema,
  faqContentMetadataSchema,
} from '../../../src/api/content-metadata';
import { SEED_CONTENT } from '../../../src/mocks/content/seed';
import { recordedRequests, setRole } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { getJson, shopFetch } from './shop-fetch';

const comments = async (prefix: (typeof COMMENT_PREFIXES)[keyof typeof COMMENT_PREFIXES], id: string) =>
  commentContentMetadataSchema.parse(await getJson(CONTENT_METADATA_PATHS.comment(prefix, id))).comments;

describe('the fake shop: structured data', () => {
  it("answers an FAQ's content metadata with status 1, parsed by the library's schema", async () => {
    const answer = faqContentMetadataSchema.parse(
      await getJson(CONTENT_METADATA_PATHS.faq('Trailer-Wiring')),
    );
    expect(answer.status).toBe(1);
    expect(answer.faq).toMatchObject({
      canonical: SEED_CONTENT.faq.parentId,
      title: 'How do I choose trailer wiring?',
      faqSection: 'Trailer Wiring',
    });
    expect(answer.faqCommentCount).toBe(1);
    expect(recordedRequests({ method: 'GET', path: '/api/faq/*' })).toHaveLength(1);
  });

  it('answers status 0 with no article for an FAQ it does not have', async () => {
    const answer = faqContentMetadataSchema.parse(await getJson(CONTENT_METADATA_PATHS.faq('nothing-here')));
    expect(answer).toMatchObject({ status: 0, faq: null, faqCommentCount: 0 });
  });

  it('answers the approved comments of a content with their approved replies, and follows moderation', async () => {
    expect(await comments('faq', 'trailer-wiring')).toEqual([
      {
        commentId: 511,
        commentText: 'Great write-up. Which converter do I need for separate turn signals on my Jeep?',
        friendlyName: 'Sam O.',
        commentDate: '2025-02-18T18:40:00.000Z',
        children: [
          {
            replyId: 7011,
            replyText: 'Most Jeeps with separate turn signals need a powered 3-to-2 converter.',
            friendlyName: 'Casey L.',
            replyDate: '2025-02-19T07:45:00.000Z',
          },
        ],
      },
    ]);
    expect((await comments('video', 'curt-hitch-installation')).map((item) => item.commentId)).toEqual([521]);
    expect((await comments('question', '123')).map((item) => item.commentId)).toEqual([531]);

    // The product thread is not one of these contents; a pending comment is not public.
    const reply = state.content.replies.find((item) => item.replyId === 7011);
    if (reply) reply.status = 'held';
    expect((await comments('faq', 'trailer-wiring'))[0]?.children).toEqual([]);

    setRole('moderator');
    const approve = await shopFetch('/api/comment-moderation/replies/7011/approve', { method: 'PUT' });
    expect(approve.ok).toBe(true);
    expect((await comments('faq', 'trailer-wiring'))[0]?.children).toHaveLength(1);
  });

  it('refuses an unknown prefix with a 404', async () => {
    expect((await shopFetch('/api/comment/review/C13130/content-metadata')).status).toBe(404);
  });
});
