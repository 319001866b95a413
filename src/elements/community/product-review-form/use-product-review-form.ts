import { useCallback, useMemo, useRef, useState } from 'react';
import { useWidgetHost } from '../../../core/define-widget';
import { getUserSession } from '../../../core/user-session';
import type { ProductReviewFormViewProps } from './product-review-form';
import type { ReviewProduct } from './review-products';
import type { ReviewContext } from './review-rules';

/** The element's attributes, as props. */
export interface ProductReviewFormProps {
  products: ReviewProduct[];
  orderId: number;
  reviewer: string;
  email: string;
  oneYear: string;
  emailVariant: string;
  isReviewLive: string;
  unverified: boolean;
}

/** Spec §4: at zero remaining the page scrolls to the top (instantly when the shopper asks for less motion). */
function scrollPageToTop(): void {
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  try {
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  } catch {
    // jsdom has no scrolling.
  }
}

/**
 * The page's products: which still need a review (the counter), the ratings saved so far (the reasons
 * modal's {n}), where focus goes when a product is finished (its outcome, or the completion block after
 * the last one).
 */
export function useProductReviewForm(props: ProductReviewFormProps): ProductReviewFormViewProps {
  const { renderRoot } = useWidgetHost();
  const [finished, setFinished] = useState<readonly string[]>([]);
  // The same list for callbacks: two products can finish before a render.
  const finishedRef = useRef<readonly string[]>([]);
  const [savedRatings, setSavedRatings] = useState<Readonly<Record<string, number>>>({});
  const [focusBySku, setFocusBySku] = useState<Readonly<Record<string, number>>>({});
  const [focusComplete, setFocusComplete] = useState(0);

  // Each sku once: the same product listed twice is one review.
  const products = useMemo(() => {
    const seen = new Set<string>();
    return props.products.filter((product) => !seen.has(product.websku) && seen.add(product.websku));
  }, [props.products]);
  const remaining = products.filter((product) => !finished.includes(product.websku)).length;

  const context: ReviewContext = useMemo(
    () => ({
      orderId: props.orderId,
      reviewer: props.reviewer,
      oneYear: props.oneYear,
      emailVariant: props.emailVariant,
      isReviewLive: props.isReviewLive,
      unverified: props.unverified,
      userSession: getUserSession(),
    }),
    [props.orderId, props.reviewer, props.oneYear, props.emailVariant, props.isReviewLive, props.unverified],
  );

  const onSaved = useCallback((websku: string, stars: number) => {
    setSavedRatings((current) => ({ ...current, [websku]: stars }));
  }, []);

  const onFinished = useCallback(
    (websku: string) => {
      if (finishedRef.current.includes(websku)) return;
      finishedRef.current = [...finishedRef.current, websku];
      setFinished(finishedRef.current);
      const left = products.filter((product) => !finishedRef.current.includes(product.websku)).length;
      if (left === 0) {
        scrollPageToTop();
        setFocusComplete((nonce) => nonce + 1);
      } else {
        setFocusBySku((current) => ({ ...current, [websku]: (current[websku] ?? 0) + 1 }));
      }
    },
    [products],
  );

  return {
    products,
    remaining,
    anyFinished: finished.length > 0,
    focusComplete,
    productProps: (product) => ({
      product,
      context,
      knownEmail: props.email,
      savedRatings,
      onSaved,
      onFinished,
      focusOutcome: focusBySku[product.websku] ?? 0,
      modalContainer: renderRoot,
    }),
  };
}
