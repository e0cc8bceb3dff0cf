import { paymentsApi } from '@prakar/shared/api/payments';
import type { BackOfficeOrder } from '@prakar/shared/back-office-orders';
import { isOrderOpen } from '@prakar/shared/orders';
import { useState } from 'react';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { copyPaymentLink } from '#app/lib/copy-link.ts';
import styles from './orders.module.css';

/** What changes when a link is resent or cancelled: this order, and the lists that show it. */
const LINK_CHANGES = ['backOfficeOrders', 'transactions', 'backOfficeHome'];

/**
 * An unpaid payment link's address to copy, and e-mailing it again or cancelling it (asked about
 * first: a cancelled link can no longer be paid).
 */
export function PaymentLinkActions({ order }: { order: BackOfficeOrder }) {
  const [asking, setAsking] = useState(false);
  const url = `${window.location.origin}/payment-request?ref=${order.reference}`;
  const resend = useApiMutation(paymentsApi.resendLink, {
    invalidates: LINK_CHANGES,
    onSuccess: ({ payerEmail }) =>
      notify.success(`The payment link is on its way to ${payerEmail} again.`),
  });
  const cancel = useApiMutation(paymentsApi.cancelLink, {
    invalidates: LINK_CHANGES,
    onSuccess: () => {
      setAsking(false);
      notify.success(`The payment link of order ${order.number} is cancelled.`);
    },
  });
  if (order.kind !== 'advisory' || !isOrderOpen(order.status)) return null;
  const params = { reference: order.reference };
  return (
    <section aria-labelledby="payment-link-heading" className={styles.group}>
      <h3 id="payment-link-heading">Payment link</h3>
      <div className={styles.actions}>
        <TextField
          id="order-link-url"
          label="Payment link"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => void copyPaymentLink(url)}
        >
          Copy<span className="visually-hidden"> the payment link</span>
        </button>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.secondary}
          aria-disabled={resend.isPending || undefined}
          onClick={() => {
            if (!resend.isPending) resend.mutate({ params }, { onError: showServiceError });
          }}
        >
          E-mail the link again
        </button>
        <button type="button" className={buttons.secondary} onClick={() => setAsking(true)}>
          Cancel the link
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`Cancel the payment link of order ${order.number}?`}
        message={`${order.buyer.name} will no longer be able to pay it; its page will say it was cancelled.`}
        confirmLabel="Cancel the link"
        cancelLabel="Keep the link"
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(
            { params },
            {
              onError: (error) => {
                setAsking(false);
                showServiceError(error);
              },
            },
          )
        }
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
