import type { FaqContent } from '../../api/content-metadata';
import { SEED_CONTENT } from '../content/seed';

/**
 * The fake shop's FAQ articles (community §3 "FAQ content"), by canonical id. The demo's FAQ page
 * `/faq-trailer-wiring.aspx` shows the first; its comments are the seed's FAQ thread.
 */
export type FaqArticle = { [K in keyof FaqContent]: string };

export interface FaqsState {
  articles: FaqArticle[];
}

const SEED_FAQS: FaqArticle[] = [
  {
    canonical: SEED_CONTENT.faq.parentId,
    title: 'How do I choose trailer wiring?',
    approvedBy: 'Marcus T.',
    faqTypeDescription: 'How-to',
    keywords: 'trailer wiring, 4-pole, 7-way, converter',
    metaDescription:
      'Which trailer wiring connector your vehicle needs: 4-pole flat, 7-way round, and when a powered converter is required.',
    htmlContent:
      '<p>Most vehicles use a 4-pole flat connector for basic trailer lights and a 7-way round connector for trailers with electric brakes.</p>' +
      '<p>Vehicles with separate turn signals need a powered converter.</p>',
    faqSection: 'Trailer Wiring',
    approvedOn: '2025-01-15T16:00:00.000Z',
  },
];

export function createFaqsState(): FaqsState {
  return { articles: structuredClone(SEED_FAQS) };
}

/** The article of a canonical id (any case), if the shop has it. */
export function findFaq(articles: readonly FaqArticle[], canonical: string): FaqArticle | undefined {
  const wanted = canonical.toLowerCase();
  return articles.find((article) => article.canonical.toLowerCase() === wanted);
}
