import { refundsApi } from '@prakar/shared/api/refunds';
import { formatRupees } from '@prakar/shared/money';
import type { Refund } from '@prakar/shared/refunds';
import { useRef, useState } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import { useFocusReturn } from '#app/lib/focus-return.ts';
import { PaymentsTable } from './payments-table';
import styles from './refunds.module.css';
import { RefundsTable } from './refunds-table';

/** While a refund is pending, its outcome is asked for this often. */
const PENDING_POLL_MS = 3_000;

/**
 * The back office's refunds of one order (its `reference`): the payments with what is left to
 * refund and "Refund", the refunds with their status and credit notes, and "Try again" or
 * "Withdraw" for a failed one. Placed on the staff's order page.
 */
export function RefundPanel({ reference }: { reference: string }) {
  const [retrying, setRetrying] = useState<Refund>();
  const [withdrawing, setWithdrawing] = useState<Refund>();
  const retryKey = useRef('');
  const focusReturn = useFocusReturn();
  const order = useApiQuery(
    refundsApi.list,
    { params: { reference } },
    {
      refetchInterval: (query) =>
        query.state.data?.refunds.some((refund) => refund.status === 'pending')
          ? PENDING_POLL_MS
          : false,
    },
  );
  const retry = useApiMutation(refundsApi.retry, { invalidates: ['transactions'] });
  const withdraw = useApiMutation(refundsApi.withdraw, { invalidates: ['transactions'] });

  const confirmRetry = () => {
    if (!retrying) return;
    retry.mutate(
      { params: { refundId: retrying.id }, body: { idempotencyKey: retryKey.current } },
      {
        onSuccess: (refund) => {
          setRetrying(undefined);
          notify.success(`The refund of ${formatRupees(refund.amountPaise)} was sent again.`);
        },
        onError: (error) => {
          setRetrying(undefined);
          showServiceError(error);
        },
      },
    );
  };

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(
      { params: { refundId: withdrawing.id } },
      {
        onSuccess: (refund) => {
          setWithdrawing(undefined);
          notify.success(`The failed refund of ${formatRupees(refund.amountPaise)} was withdrawn.`);
        },
        onError: (error) => {
          setWithdrawing(undefined);
          showServiceError(error);
        },
      },
    );
  };

  return (
    <section aria-labelledby="refund-panel-heading" className={styles.section}>
      <h2 id="refund-panel-heading">Payments, refunds and credit notes</h2>
      {order.isPending ? (
        <p role="status">Loading the order’s payments…</p>
      ) : order.isError ? (
        <LoadError
          message="We could not load the order’s payments and refunds."
          onRetry={() => void order.refetch()}
        />
      ) : (
        <>
          <p className={styles.note}>
            Order {order.data.orderNumber} for {order.data.buyerName},{' '}
            {formatRupees(order.data.totalPaise)}
            {order.data.invoiceNumber ? (
              <>
                , invoice <span className="unbroken">{order.data.invoiceNumber}</span>
              </>
            ) : null}
            .
          </p>
          {order.data.payments.length === 0 ? (
            <p className={styles.note}>No payments yet: there is nothing to refund.</p>
          ) : (
            <PaymentsTable order={order.data} />
          )}
          {order.data.refunds.length === 0 ? (
            <p className={styles.note}>No refunds yet.</p>
          ) : (
            <RefundsTable
              refunds={order.data.refunds}
              onRetry={(refund, button) => {
                focusReturn.remember(button);
                retryKey.current = crypto.randomUUID();
                setRetrying(refund);
              }}
              onWithdraw={(refund, button) => {
                focusReturn.remember(button);
                setWithdrawing(refund);
              }}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={retrying !== undefined}
        title="Try the refund again?"
        message={
          retrying
            ? `The gateway is asked again to refund ${formatRupees(retrying.amountPaise)} (${retrying.reason}).`
            : ''
        }
        confirmLabel="Try again"
        busy={retry.isPending}
        onConfirm={confirmRetry}
        onCancel={() => setRetrying(undefined)}
        focusReturn={focusReturn}
      />
      <ConfirmDialog
        open={withdrawing !== undefined}
        title="Withdraw the failed refund?"
        message={
          withdrawing
            ? `The refund of ${formatRupees(withdrawing.amountPaise)} (${withdrawing.reason}) is closed without refunding anything, and cannot be tried again. The customer sees it as withdrawn.`
            : ''
        }
        confirmLabel="Withdraw the refund"
        busy={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onCancel={() => setWithdrawing(undefined)}
        focusReturn={focusReturn}
      />
    </section>
  );
}
