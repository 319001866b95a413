import { useEffect, useMemo } from 'react';
import {
  COMMENT_PREFIXES,
  type CommentContentType,
  getCommentContentMetadata,
  type StructuredComment,
} from '../../../api/content-metadata';
import { structuredDataTarget, warnSkippedOnce } from '../structured-data/page';
import { useContentMetadata } from '../structured-data/use-content-metadata';
import { useHeadJsonLd } from '../structured-data/use-head-json-ld';
import { useJsonLdState } from '../structured-data/use-json-ld-state';
import { commentsJsonLd } from './comment-json-ld';

export const COMMENT_STRUCTURED_DATA_TAG = 'comment-structured-data';

/** Spec community §2: comment structured data on faqcontent, tv2 and question pages. */
export const COMMENT_STRUCTURED_DATA_RULES = {
  tag: COMMENT_STRUCTURED_DATA_TAG,
  pageTypes: ['faqcontent', 'tv2', 'question'],
  contentTypes: ['Faq', 'Video', 'Answer'],
} as const;

/** The key of one comment call: `{prefix}/{id}`. */
function commentKey(contentType: CommentContentType, id: string): string {
  return `${COMMENT_PREFIXES[contentType]}/${id}`;
}

async function loadComments(key: string, signal: AbortSignal): Promise<StructuredComment[]> {
  const [prefix, ...rest] = key.split('/');
  const metadata = await getCommentContentMetadata(
    prefix as (typeof COMMENT_PREFIXES)[CommentContentType],
    rest.join('/'),
    signal,
  );
  return metadata.comments;
}

export interface CommentStructuredDataProps {
  path: string;
}

export function useCommentStructuredData({ path }: CommentStructuredDataProps) {
  const target = structuredDataTarget(COMMENT_STRUCTURED_DATA_RULES, path);
  const page = 'page' in target ? target.page : null;
  const skipped = 'skipped' in target ? target.skipped : null;
  useEffect(() => {
    if (skipped) warnSkippedOnce(skipped);
  }, [skipped]);

  const key = page ? commentKey(page.content.sourceType, page.content.canonicalId) : null;
  const pageUrl = page?.url ?? '';
  const { loading, value: comments } = useContentMetadata(key, loadComments);
  const document = useMemo(() => (comments ? commentsJsonLd(comments, pageUrl) : null), [comments, pageUrl]);

  useHeadJsonLd(COMMENT_STRUCTURED_DATA_TAG, document);
  useJsonLdState(skipped ? 'skipped' : loading ? 'loading' : document ? 'written' : 'none');
  return {};
}
