import { type ComponentType, useEffect, useRef } from 'react';
import type { ReviewProduct } from './review-products';
import { REVIEW_TEXTS } from './review-texts';
import type { ProductReviewProps } from './use-product-review';

export interface ProductReviewFormViewProps {
  products: ReviewProduct[];
  remaining: number;
  /** The counter shows once a first product is done (spec: "After each product"). */
  anyFinished: boolean;
  /** Focus the completion block when this number changes (0: never). */
  focusComplete: number;
  productProps: (product: ReviewProduct) => ProductReviewProps;
}

/**
 * The page of review forms: the counter (a polite status region, always present so its changes are
 * announced) or the completion block, then one form per product. `Review` is the connected form of
 * one product (passed in, so the view imports no controller).
 */
export function ProductReviewFormView({
  products,
  remaining,
  anyFinished,
  focusComplete,
  productProps,
  Review,
}: ProductReviewFormViewProps & { Review: ComponentType<ProductReviewProps> }) {
  const completeRef = useRef<HTMLDivElement>(null);
  const complete = products.length > 0 && remaining === 0;

  useEffect(() => {
    if (focusComplete === 0) return;
    const timer = setTimeout(() => completeRef.current?.focus({ preventScroll: true }));
    return () => clearTimeout(timer);
  }, [focusComplete]);

  if (products.length === 0) {
    return (
      <div className="shop-review-page" part="root" data-state="empty">
        <p>{REVIEW_TEXTS.noProducts}</p>
      </div>
    );
  }

  return (
    <div className="shop-review-page" part="root" data-state={complete ? 'complete' : 'reviewing'}>
      {complete ? (
        <div ref={completeRef} tabIndex={-1} className="shop-review-complete" part="complete" role="status">
          <h2 className="shop-review-complete__title">{REVIEW_TEXTS.completeTitle}</h2>
          <p>{REVIEW_TEXTS.completeText}</p>
        </div>
      ) : (
        <p role="status" className="shop-review-counter" part="counter">
          {anyFinished ? REVIEW_TEXTS.remaining(remaining) : ''}
        </p>
      )}
      <ul className="shop-review-list" aria-label={REVIEW_TEXTS.productsLabel}>
        {products.map((product) => (
          <li key={product.websku}>
            <Review {...productProps(product)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
