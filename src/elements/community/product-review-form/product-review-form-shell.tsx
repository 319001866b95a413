import { Suspense } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { lazyPart } from '../../../ui/shared/lazy-part';
import type { ProductReviewFormProps } from './use-product-review-form';

/** Announced while the form's code loads. */
export const REVIEW_FORM_LOADING_TEXT = 'Loading the review form';

/**
 * The forms (views, controllers, the review calls, the reasons modal and the styles) are a part of
 * their own, loaded as the element starts: only the new_review page needs them, and the element stays
 * small in the community file that the comment pages load.
 */
export const reviewFormContent = lazyPart<ProductReviewFormProps>(
  () => import('./product-review-form-content').then((module) => module.ProductReviewFormContent),
  'the review form',
);

export function ProductReviewFormShell(props: ProductReviewFormProps) {
  return (
    <Suspense fallback={<LoadingCircle label={REVIEW_FORM_LOADING_TEXT} />}>
      <reviewFormContent.Part {...props} />
    </Suspense>
  );
}
