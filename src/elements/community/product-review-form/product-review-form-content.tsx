import { connect } from '../../../core/connect';
import { useComponentStyles } from '../../../core/widget-context';
import { ProductReviewView } from './product-review';
import { ProductReviewFormView } from './product-review-form';
import { productReviewFormStyles } from './product-review-form.styles';
import { useProductReview } from './use-product-review';
import { type ProductReviewFormProps, useProductReviewForm } from './use-product-review-form';

const ConnectedProductReview = connect(ProductReviewView, useProductReview);

/** The lazily loaded content of `<product-review-form>`: the page of forms with its styles. */
export function ProductReviewFormContent(props: ProductReviewFormProps) {
  useComponentStyles(productReviewFormStyles, 'product-review-form');
  return <ProductReviewFormView {...useProductReviewForm(props)} Review={ConnectedProductReview} />;
}
