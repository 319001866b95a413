import { FASTPAY_PATHS, sendPayPalApproval } from '../../../../api/fastpay';
import { newIdempotencyKey } from '../../../../core/http';
import { experimentBucket } from '../../../../core/toggles';
import type { PayPalTokenized } from '../adapters/types';
import { FAST_PAY_TEXTS } from '../fast-pay-texts';
import { payPalFlowUrl } from '../navigate';
import { payPalApproval } from './addresses';
import { FastPayError, logPaymentError } from './payment-errors';

/**
 * After the shopper approved in PayPal's window: the approval (paymentNonce and contact, spec §3) goes on
 * the cart with PUT /api/cart/payment-approval, then the skip-shipping experiment bucket picks the
 * checkout step (3 or 4 payment, 2 shipping, otherwise address, each with ?paypalflow=true).
 */
export async function completePayPalApproval(
  payload: PayPalTokenized,
  navigate: (url: string) => void,
): Promise<'redirected' | 'failed'> {
  try {
    if (!payload.nonce) throw new FastPayError(FAST_PAY_TEXTS.nonceNotFound);
    const result = await sendPayPalApproval(payPalApproval(payload), newIdempotencyKey());
    if (!result.success) throw new Error('The PayPal approval was not accepted');
    const bucket = await experimentBucket(FASTPAY_PATHS.skipShippingExperiment);
    navigate(payPalFlowUrl(bucket));
    return 'redirected';
  } catch (error) {
    logPaymentError('PayPal', error);
    return 'failed';
  }
}
