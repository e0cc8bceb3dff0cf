import { type GatewayPayment, paymentSignature } from '@prakar/razorpay/protocol';

/**
 * What the hosted checkout POSTs to the merchant's callback_url, as Razorpay does: the ids and
 * their signature after a capture; Razorpay's `error[…]` fields after a failure.
 */
export function callbackFields(keySecret: string, payment: GatewayPayment): Record<string, string> {
  if (payment.status === 'captured') {
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      razorpay_signature: paymentSignature(keySecret, payment.order_id, payment.id),
    };
  }
  return {
    'error[code]': payment.error_code ?? 'BAD_REQUEST_ERROR',
    'error[description]': payment.error_description ?? 'Payment failed.',
    'error[source]': payment.error_source ?? '',
    'error[step]': payment.error_step ?? '',
    'error[reason]': payment.error_reason ?? '',
    'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: payment.order_id }),
  };
}
