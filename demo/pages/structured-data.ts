import { findFaq } from '../../src/mocks/data/faqs';
import { state } from '../../src/mocks/state';
import { html } from '../layout';

/**
 * The structured-data parts of the demo's FAQ, video and question pages: the elements that write
 * JSON-LD into the head, and a panel that shows what they wrote (demo/public/json-ld-panel.js
 * follows the head), since a search engine's view of the page is otherwise invisible.
 */
export function structuredData({ faq = false }: { faq?: boolean } = {}): string {
  return `${faq ? '<faq-structured-data></faq-structured-data>' : ''}
      <comment-structured-data></comment-structured-data>`;
}

export function jsonLdPanel(): string {
  return `<section class="demo-json-ld" aria-labelledby="demo-json-ld-title">
      <h2 id="demo-json-ld-title">Structured data for search engines (JSON-LD in the head)</h2>
      <p class="demo-note">What the structured-data elements of this page wrote into
        <code>&lt;head&gt;</code>, read back from the page and shown as parsed JSON.</p>
      <div id="demo-json-ld"><p>Waiting for the structured-data elements…</p></div>
    </section>
    <script type="module" src="/demo/json-ld-panel.js"></script>`;
}

/** The FAQ article as the page shows it, from the fake shop (the same content its JSON-LD describes). */
export function faqArticle(canonical: string): string {
  const faq = findFaq(state.faqs.articles, canonical);
  if (!faq) return '<p>This FAQ is not in the shop.</p>';
  // The fake shop's own seed HTML (trusted, like a server-rendered article); its title is escaped.
  return `<article aria-label="${html(faq.title)}">
      <p class="demo-product__sku">${html(faq.faqSection)} · approved by ${html(faq.approvedBy)}</p>
      ${faq.htmlContent}
    </article>`;
}

export function faqTitle(canonical: string): string {
  return findFaq(state.faqs.articles, canonical)?.title ?? canonical;
}
