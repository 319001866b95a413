import { waitFor } from '@testing-library/react';
import { CONTENT_METADATA_PATHS } from '../../../src/api/content-metadata';
import { defineWidget } from '../../../src/core/define-widget';
import { faqStructuredDataDefinition } from '../../../src/elements/community/faq-structured-data/faq-structured-data.element';
import { htmlToText } from '../../../src/elements/community/structured-data/values';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { findFaq } from '../../../src/mocks/data/faqs';
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

defineWidget(faqStructuredDataDefinition);

const TAG = 'faq-structured-data';
const FAQ_PATH = CONTENT_METADATA_PATHS.faq('trailer-wiring');
const faqCalls = (path = FAQ_PATH) => recordedRequests({ method: 'GET', path });
const seedFaq = () => findFaq(state.faqs.articles, 'trailer-wiring');

beforeEach(() => onPage('faqcontent', '/faq-trailer-wiring.aspx'));
afterEach(() => onPage('default', '/'));

describe('<faq-structured-data> on an FAQ page', () => {
  it("writes one JSON-LD script in the head: an FAQPage and an Article from the shop's FAQ", async () => {
    await mountStructuredData(TAG);
    const faq = seedFaq();
    if (!faq) throw new Error('the fake shop has no trailer-wiring FAQ');
    expect(faqCalls()).toHaveLength(1);
    const document = headJsonLd(TAG);
    expect(schemaOrgProblems(document)).toEqual([]);

    const [faqPage] = nodesOfType(document, 'FAQPage');
    expect(faqPage?.url).toBe(`${location.origin}/faq-trailer-wiring.aspx`);
    expect(faqPage?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How do I choose trailer wiring?',
        acceptedAnswer: { '@type': 'Answer', text: htmlToText(faq.htmlContent) },
      },
    ]);

    const [article] = nodesOfType(document, 'Article');
    expect(article).toMatchObject({
      headline: faq.title,
      description: faq.metaDescription,
      keywords: faq.keywords,
      articleSection: faq.faqSection,
      genre: faq.faqTypeDescription,
      datePublished: faq.approvedOn,
      dateModified: faq.approvedOn,
      editor: { '@type': 'Person', name: faq.approvedBy },
      publisher: {
        '@type': 'Organization',
        name: 'Hitch & Tow Supply',
        logo: { '@type': 'ImageObject', url: `${location.origin}/images/logo.svg` },
      },
      mainEntityOfPage: `${location.origin}/faq-trailer-wiring.aspx`,
      commentCount: 1,
    });
  });

  it('keeps the paragraphs of the content apart in the answer text', () => {
    expect(htmlToText('<p>One <b>bold</b>  step.</p><p>Two</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'One bold step.\nTwo\na\nb',
    );
    expect(htmlToText('<img src=x onerror="window.__ldXss=1"><script>window.__ldXss=1</script>ok')).toBe(
      'window.__ldXss=1ok',
    );
    expect((window as { __ldXss?: number }).__ldXss).toBeUndefined();
  });

  it('reads the canonical id from an /infm- path and from data-path, and names the publisher as told', async () => {
    seedFakeShop({
      faqs: {
        articles: [
          ...state.faqs.articles,
          { ...state.faqs.articles[0], canonical: 'brake-controllers', title: 'Which brake controller?' },
        ] as typeof state.faqs.articles,
      },
    });
    onPage('faqcontent', '/infm-brake-controllers.aspx');
    const element = await mountStructuredData(TAG, {
      'data-organization-name': 'Tow Co',
      'data-organization-logo': 'https://cdn.example/logo.svg',
    });
    expect(faqCalls(CONTENT_METADATA_PATHS.faq('brake-controllers'))).toHaveLength(1);
    expect(nodesOfType(headJsonLd(TAG), 'Article')[0]).toMatchObject({
      headline: 'Which brake controller?',
      publisher: { name: 'Tow Co', logo: { url: 'https://cdn.example/logo.svg' } },
    });
    element.remove();

    onPage('faqcontent', '/somewhere-else');
    await mountStructuredData(TAG, { 'data-path': '/faq-trailer-wiring.aspx' });
    expect(faqCalls()).toHaveLength(1);
    expect(nodesOfType(headJsonLd(TAG), 'FAQPage')[0]?.url).toBe(
      `${location.origin}/faq-trailer-wiring.aspx`,
    );
  });

  it('replaces its script when the data changes, and removes it with the element', async () => {
    seedFakeShop({
      faqs: {
        articles: [
          ...state.faqs.articles,
          { ...state.faqs.articles[0], canonical: 'hitch-classes', title: 'What are hitch classes?' },
        ] as typeof state.faqs.articles,
      },
    });
    const element = await mountStructuredData(TAG);
    const [first] = headScripts(TAG);
    element.setAttribute('data-path', '/faq-hitch-classes.aspx');
    await waitFor(() =>
      expect(nodesOfType(headJsonLd(TAG), 'Article')[0]?.headline).toBe('What are hitch classes?'),
    );
    expect(headScripts(TAG)).toEqual([first]);
    expect(headScripts()).toHaveLength(1);

    element.remove();
    await waitFor(() => expect(headScripts()).toHaveLength(0));
  });

  it('writes one script per element', async () => {
    await mountStructuredData(TAG);
    await mountStructuredData(TAG);
    expect(headScripts(TAG)).toHaveLength(2);
  });

  it('escapes server text so it cannot close the script element, and reads it back unchanged', async () => {
    injectFault({ method: 'GET', path: FAQ_PATH, hostileText: HOSTILE_JSON_LD_TEXT });
    await mountStructuredData(TAG);
    const [script] = headScripts(TAG);
    const text = script?.textContent ?? '';
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u0026');
    const article = nodesOfType(headJsonLd(TAG), 'Article')[0];
    expect(article?.headline).toBe(`How do I choose trailer wiring?${HOSTILE_JSON_LD_TEXT}`);
    // Serialised with the page, the script still ends where it began.
    const reparsed = new DOMParser().parseFromString(document.head.outerHTML, 'text/html');
    expect(reparsed.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(reparsed.querySelectorAll('img')).toHaveLength(0);
    expect(document.head.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect((window as { __ldXss?: number }).__ldXss).toBeUndefined();
  });

  it('shows nothing and takes no focus', async () => {
    const element = await mountStructuredData(TAG);
    expect(renderedNodes(element)).toHaveLength(0);
    expect(element.tabIndex).toBe(-1);
    expect(element.shadowRoot?.querySelector(':not(style)')).toBeNull();
  });
});

describe('<faq-structured-data> failures are silent', () => {
  it('writes nothing and logs a warning when the status is not 1', async () => {
    onPage('faqcontent', '/faq-no-such-article.aspx');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mountStructuredData(TAG, {}, 'none');
    expect(headScripts()).toHaveLength(0);
    expect(renderedNodes(element)).toHaveLength(0);
    await waitFor(() => expect(recordedRequests({ path: '/api/logger/warning' })).toHaveLength(1));
    expect(warn.mock.calls[0]?.[0]).toContain('answered status 0');
  });

  it('retries a failing call 2 times, then writes nothing and logs it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'GET', path: FAQ_PATH, status: 503, times: 'Infinity' });
    const element = await mountStructuredData(TAG, {}, 'none');
    expect(faqCalls()).toHaveLength(3);
    expect(headScripts()).toHaveLength(0);
    expect(renderedNodes(element)).toHaveLength(0);
    await waitFor(() => expect(recordedRequests({ path: '/api/logger/errors' })).toHaveLength(1));
  });

  it('writes after a failure that a retry overcomes', async () => {
    injectFault({ method: 'GET', path: FAQ_PATH, networkError: true, times: 2 });
    await mountStructuredData(TAG);
    expect(faqCalls()).toHaveLength(3);
    expect(headScripts(TAG)).toHaveLength(1);
  });

  it('writes nothing for an answer of the wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'GET', path: FAQ_PATH, body: { status: 1, faq: { title: 42 } } });
    await mountStructuredData(TAG, {}, 'none');
    expect(headScripts()).toHaveLength(0);
  });

  it('calls nothing on another page type, and says why once on the console', async () => {
    onPage('tv2', '/faq-trailer-wiring.aspx');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mountStructuredData(TAG, {}, 'skipped');
    await mountStructuredData(TAG, {}, 'skipped');
    await settle();
    expect(faqCalls()).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(
      'only on the page types faqcontent; this page\'s type is "tv2"',
    );
    expect(renderedNodes(element)).toHaveLength(0);
  });

  it('calls nothing on a path without an FAQ id', async () => {
    onPage('faqcontent', '/tv-curt-hitch-installation.aspx');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountStructuredData(TAG, {}, 'skipped');
    expect(recordedRequests({ path: '/api/faq/*' })).toHaveLength(0);
    expect(warn.mock.calls[0]?.[0]).toContain(
      'found no Faq content id in the path "/tv-curt-hitch-installation.aspx"',
    );
  });
});
