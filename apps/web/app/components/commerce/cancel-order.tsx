import { ordersApi } from '@prakar/shared/api/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { invalidateResources, useApiMutation } from '#app/lib/api-query.ts';
import { ORDER_CHANGES } from '#app/lib/order-changes.ts';

/**
 * "Cancel order" for an unpaid order, asked about first. The cart is not touched: its plans stay
 * there to be ordered again. If the gateway turns out to have taken the money meanwhile, the
 * server says so and the order shows as paid once its answer is refreshed.
 */
export function CancelOrderButton({
  order,
  className,
}: {
  order: { id: string; number: string };
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useApiMutation(ordersApi.cancel, {
    invalidates: ORDER_CHANGES,
    onSuccess: () => {
      setAsking(false);
      notify.success(`Order ${order.number} is cancelled. Its plans are still in your cart.`);
    },
  });
  const client = useQueryClient();
  const confirm = () =>
    cancel.mutate(
      { params: { orderId: order.id } },
      {
        onError: (error) => {
          setAsking(false);
          showServiceError(error);
          // Paid meanwhile, say: show the order as it now is.
          void invalidateResources(client, ORDER_CHANGES);
        },
      },
    );
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        Cancel<span className="visually-hidden"> order {order.number}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title={`Cancel order ${order.number}?`}
        message="It can no longer be paid. The plans stay in your cart, so you can order them again."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
