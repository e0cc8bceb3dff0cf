import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';

/** Sends the order's invoice to the buyer again, with the receipt they had when they paid. */
export function ResendInvoiceButton({ reference }: { reference: string }) {
  const resend = useApiMutation(backOfficeOrdersApi.resendInvoice, {
    onSuccess: ({ invoiceNumber, sentTo }) =>
      notify.success(`Invoice ${invoiceNumber} is on its way to ${sentTo} again.`),
  });
  return (
    <button
      type="button"
      className={buttons.secondary}
      aria-disabled={resend.isPending || undefined}
      onClick={() => {
        if (resend.isPending) return;
        resend.mutate({ params: { reference } }, { onError: showServiceError });
      }}
    >
      E-mail the invoice again
    </button>
  );
}
