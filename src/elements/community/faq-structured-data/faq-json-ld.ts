import type { Article, FAQPage, Organization, Question } from 'schema-dts';
import type { FaqContentMetadata } from '../../../api/content-metadata';
import { jsonLdGraph } from '../structured-data/json-ld';
import { htmlToText, isoDate, withoutEmpty } from '../structured-data/values';

/** The shop as publisher (spec §9: "the organisation and logo are fixed values"). */
export interface PublisherOrganization {
  name: string;
  /** Absolute address of the logo image. */
  logoUrl: string;
}

function organization({ name, logoUrl }: PublisherOrganization): Organization {
  return { '@type': 'Organization', name, logo: { '@type': 'ImageObject', url: logoUrl } };
}

/**
 * The FAQ page's JSON-LD: an `FAQPage` whose main entity is the article's question (its title) with
 * the accepted answer (its content as text), and the same content as an `Article` (headline,
 * description, keywords, section, dates, author and publisher, comment count). Without answer text
 * (empty content) only the Article is written, since a Question needs an answer.
 */
export function faqJsonLd(
  metadata: FaqContentMetadata & { faq: NonNullable<FaqContentMetadata['faq']> },
  pageUrl: string,
  publisher: PublisherOrganization,
) {
  const { faq } = metadata;
  const answerText = htmlToText(faq.htmlContent);
  const approvedOn = isoDate(faq.approvedOn);
  const shop = organization(publisher);

  const question: Question = {
    '@type': 'Question',
    name: faq.title,
    acceptedAnswer: { '@type': 'Answer', text: answerText },
  };
  const faqPage: FAQPage = {
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    url: pageUrl,
    name: faq.title,
    mainEntity: [question],
  };
  const article: Article = {
    '@type': 'Article',
    '@id': `${pageUrl}#article`,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    headline: faq.title,
    description: faq.metaDescription,
    keywords: faq.keywords,
    articleSection: faq.faqSection,
    genre: faq.faqTypeDescription,
    datePublished: approvedOn,
    dateModified: approvedOn,
    author: shop,
    editor: faq.approvedBy ? { '@type': 'Person', name: faq.approvedBy } : undefined,
    publisher: shop,
    commentCount: metadata.faqCommentCount ?? undefined,
  };

  const nodes = [withoutEmpty(article)];
  return jsonLdGraph(answerText === '' ? nodes : [faqPage, ...nodes]);
}
