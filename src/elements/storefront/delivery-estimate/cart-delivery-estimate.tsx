import { useComponentStyles, useEmit } from '../../../core/define-widget';
import { DeliveryEstimateView } from './delivery-estimate';
import { deliveryEstimateStyles } from './delivery-estimate.styles';
import { useDeliveryEstimate } from './use-delivery-estimate';

/**
 * The small delivery panel for the cart, shown inside another widget (the cart side bar's cart
 * tab). It brings its styles into that widget's shadow root and announces ZIP changes from it.
 */
export function CartDeliveryEstimate() {
  useComponentStyles(deliveryEstimateStyles, 'delivery-estimate');
  const emit = useEmit<'shop:zip-changed'>();
  return <DeliveryEstimateView {...useDeliveryEstimate({ size: 'small', websku: '', emit })} />;
}
