import { waitFor } from '@testing-library/react';
import { CONTENT_METADATA_PATHS } from '../../../src/api/content-metadata';
import { defineWidget } from '../../../src/core/define-widget';
import { commentStructuredDataDefinition } from '../../../src/elements/community/comment-structured-data/comment-structured-data.element';
import { injectFault, recordedRequests } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { renderedNodes, settle } from '../../helpers/elements';
import {
  HOSTILE_JSON_LD_TEXT,
  headJsonLd,
  headScripts,
  mountStructuredData,
  onPage,
} from '../../helpers/json-ld';
import { nodesOfType, schemaOrgProblems } from '../../helpers/schema-org';

defineWidget(commentStructuredDataDefinition);

const TAG = 'comment-structured-data';
const origin = () => location.origin;
const graph = () => headJsonLd(TAG)['@graph'] as Record<string, unknown>[];

afterEach(() => onPage('default', '/'));

describe('<comment-structured-data>', () => {
  it('writes the approved comments of an FAQ with their replies as schema.org Comment items', async () => {
    onPage('faqcontent', '/faq-trailer-wiring.aspx');
    await mountStructuredData(TAG);
    expect(recordedRequests({ path: CONTENT_METADATA_PATHS.comment('faq', 'trailer-wiring') })).toHaveLength(
      1,
    );
    const document = headJsonLd(TAG);
    expect(schemaOrgProblems(document)).toEqual([]);
    expect(nodesOfType(document, 'Comment')).toHaveLength(2);
    const page = `${origin()}/faq-trailer-wiring.aspx`;
    expect(graph()).toEqual([
      {
        '@type': 'Comment',
        '@id': `${page}#comment-511`,
        url: `${page}#comment-511`,
        text: 'Great write-up. Which converter do I need for separate turn signals on my Jeep?',
        author: { '@type': 'Person', name: 'Sam O.' },
        dateCreated: '2025-02-18T18:40:00.000Z',
        datePublished: '2025-02-18T18:40:00.000Z',
        commentCount: 1,
        comment: [
          {
            '@type': 'Comment',
            '@id': `${page}#reply-7011`,
            url: `${page}#reply-7011`,
            text: 'Most Jeeps with separate turn signals need a powered 3-to-2 converter.',
            author: { '@type': 'Person', name: 'Casey L.' },
            dateCreated: '2025-02-19T07:45:00.000Z',
            datePublished: '2025-02-19T07:45:00.000Z',
            parentItem: { '@id': `${page}#comment-511` },
          },
        ],
      },
    ]);
  });

  it('serves video pages (prefix video) and question pages (prefix question), approved items only', async () => {
    onPage('tv2', '/tv-curt-hitch-installation.aspx');
    const video = await mountStructuredData(TAG);
    expect(
      recordedRequests({ path: CONTENT_METADATA_PATHS.comment('video', 'curt-hitch-installation') }),
    ).toHaveLength(1);
    expect(graph().map((node) => node['@id'])).toEqual([
      `${origin()}/tv-curt-hitch-installation.aspx#comment-521`,
    ]);
    video.remove();
    await waitFor(() => expect(headScripts()).toHaveLength(0));

    // A pending reply on the question's comment is not public, so it is not in the structured data.
    state.content.replies.push({
      ...state.content.replies[0],
      replyId: 9001,
      commentId: 531,
      status: 'pending',
    } as never);
    onPage('question', '/question-123.html');
    await mountStructuredData(TAG);
    expect(recordedRequests({ path: CONTENT_METADATA_PATHS.comment('question', '123') })).toHaveLength(1);
    expect(schemaOrgProblems(headJsonLd(TAG))).toEqual([]);
    expect(graph()).toHaveLength(1);
    expect(graph()[0]).toMatchObject({
      text: state.content.comments.find((c) => c.commentId === 531)?.commentText,
    });
    expect(graph()[0]?.comment).toBeUndefined();
  });

  it('follows the shop: a comment approved since is in the next page view', async () => {
    onPage('question', '/question/123');
    const first = await mountStructuredData(TAG);
    expect(graph()).toHaveLength(1);
    first.remove();
    state.content.comments.push({
      ...(state.content.comments.find((c) => c.commentId === 531) as (typeof state.content.comments)[number]),
      commentId: 777,
      commentText: 'Same harness worked on my 2017.',
      friendlyName: '',
      commentDate: '2025-07-01T10:00:00.000Z',
    });
    await mountStructuredData(TAG);
    await waitFor(() => expect(headScripts()).toHaveLength(1));
    expect(graph().map((node) => node.text)).toEqual([
      'I have the same truck and the same question about the 4-pole connector.',
      'Same harness worked on my 2017.',
    ]);
    expect(graph()[1]?.author).toEqual({ '@type': 'Person', name: 'A neighbor' });
  });

  it('writes no script when the content has no comments', async () => {
    onPage('question', '/question-4242.html');
    const element = await mountStructuredData(TAG, {}, 'none');
    expect(headScripts()).toHaveLength(0);
    expect(renderedNodes(element)).toHaveLength(0);
  });

  it('escapes server text so it cannot close the script element', async () => {
    onPage('faqcontent', '/faq-trailer-wiring.aspx');
    injectFault({
      method: 'GET',
      path: CONTENT_METADATA_PATHS.comment('faq', 'trailer-wiring'),
      hostileText: HOSTILE_JSON_LD_TEXT,
    });
    await mountStructuredData(TAG, {}, /^(written|none)$/);
    const text = headScripts(TAG)[0]?.textContent ?? '';
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(graph()[0]?.text).toBe(
      `Great write-up. Which converter do I need for separate turn signals on my Jeep?${HOSTILE_JSON_LD_TEXT}`,
    );
    const reparsed = new DOMParser().parseFromString(document.head.outerHTML, 'text/html');
    expect(reparsed.querySelectorAll('script')).toHaveLength(1);
    expect((window as { __ldXss?: number }).__ldXss).toBeUndefined();
  });

  it('retries a failing call 2 times, then writes nothing (silent, logged)', async () => {
    onPage('tv2', '/tv-curt-hitch-installation.aspx');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const path = CONTENT_METADATA_PATHS.comment('video', 'curt-hitch-installation');
    injectFault({ method: 'GET', path, status: 500, times: 'Infinity' });
    const element = await mountStructuredData(TAG, {}, 'none');
    expect(recordedRequests({ path })).toHaveLength(3);
    expect(headScripts()).toHaveLength(0);
    expect(renderedNodes(element)).toHaveLength(0);
    await waitFor(() => expect(recordedRequests({ path: '/api/logger/errors' })).toHaveLength(1));
  });

  it('calls nothing on a page type it does not serve, and says why once', async () => {
    onPage('product_askexpert', '/question-123.html');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountStructuredData(TAG, {}, 'skipped');
    await settle();
    expect(recordedRequests({ path: '/api/comment/*' })).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('faqcontent, tv2, question');
  });

  it('refuses a content id that would climb out of the endpoint, and logs it', async () => {
    onPage('question', '/question-%2E%2E.html');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountStructuredData(TAG, {}, 'none');
    expect(recordedRequests({ path: '/api/comment/*' })).toHaveLength(0);
    await waitFor(() => expect(recordedRequests({ path: '/api/logger/warning' })).toHaveLength(1));
    expect(warn.mock.calls[0]?.[0]).toContain('Structured data for question/%2E%2E not written');
  });
});
