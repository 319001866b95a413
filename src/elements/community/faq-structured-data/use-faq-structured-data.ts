import { useEffect, useMemo } from 'react';
import { FAQ_STATUS_OK, type FaqContentMetadata, getFaqContentMetadata } from '../../../api/content-metadata';
import { getConfig } from '../../../core/config';
import { logger } from '../../../core/logger';
import { structuredDataTarget, warnSkippedOnce } from '../structured-data/page';
import { useContentMetadata } from '../structured-data/use-content-metadata';
import { useHeadJsonLd } from '../structured-data/use-head-json-ld';
import { useJsonLdState } from '../structured-data/use-json-ld-state';
import { faqJsonLd } from './faq-json-ld';

export const FAQ_STRUCTURED_DATA_TAG = 'faq-structured-data';

/** Spec community §2: FAQ structured data on faqcontent pages, for an FAQ path (/faq- or /infm-). */
export const FAQ_STRUCTURED_DATA_RULES = {
  tag: FAQ_STRUCTURED_DATA_TAG,
  pageTypes: ['faqcontent'],
  contentTypes: ['Faq'],
} as const;

/** The logo when the element names none: `logo.svg` under the page's image base URL. */
export const DEFAULT_LOGO_FILE = 'logo.svg';

type OkMetadata = FaqContentMetadata & { faq: NonNullable<FaqContentMetadata['faq']> };

/** The FAQ's metadata when its status is ok (1); otherwise null, logged (silent to the shopper). */
async function loadFaq(canonical: string, signal: AbortSignal): Promise<OkMetadata | null> {
  const metadata = await getFaqContentMetadata(canonical, signal);
  if (metadata.status === FAQ_STATUS_OK && metadata.faq) return metadata as OkMetadata;
  logger.warning(`FAQ content metadata for "${canonical}" answered status ${metadata.status}`, {
    source: 'structured-data',
  });
  return null;
}

/** The address made absolute; '' when it is not an address (the property is then left out). */
function absolute(url: string): string {
  try {
    return new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href).href;
  } catch {
    return '';
  }
}

export interface FaqStructuredDataProps {
  path: string;
  organizationName: string;
  organizationLogo: string;
}

export function useFaqStructuredData({ path, organizationName, organizationLogo }: FaqStructuredDataProps) {
  const target = structuredDataTarget(FAQ_STRUCTURED_DATA_RULES, path);
  const page = 'page' in target ? target.page : null;
  const skipped = 'skipped' in target ? target.skipped : null;
  useEffect(() => {
    if (skipped) warnSkippedOnce(skipped);
  }, [skipped]);

  const canonical = page?.content.canonicalId ?? null;
  const pageUrl = page?.url ?? '';
  const { loading, value: metadata } = useContentMetadata(canonical, loadFaq);
  const logoUrl = absolute(organizationLogo || `${getConfig().imageBaseUrl}${DEFAULT_LOGO_FILE}`);
  const document = useMemo(
    () => (metadata ? faqJsonLd(metadata, pageUrl, { name: organizationName, logoUrl }) : null),
    [metadata, pageUrl, organizationName, logoUrl],
  );

  useHeadJsonLd(FAQ_STRUCTURED_DATA_TAG, document);
  useJsonLdState(skipped ? 'skipped' : loading ? 'loading' : document ? 'written' : 'none');
  return {};
}
