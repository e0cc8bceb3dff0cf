import { ordersApi } from '@prakar/shared/api/orders';
import { paymentsApi } from '@prakar/shared/api/payments';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { formatRupees } from '@prakar/shared/money';
import type { Order } from '@prakar/shared/orders';
import { Link, useLocation } from 'react-router';
import { CancelOrderButton } from '#app/components/commerce/cancel-order.tsx';
import { PriceBreakdownTable } from '#app/components/commerce/price-breakdown.tsx';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import buttons from '#app/components/ui/button.module.css';
import { call } from '#app/lib/api-client.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { GatewayButton } from './gateway-button';
import styles from './payment.module.css';

function NoOrder() {
  return (
    <FormMessage tone="error">
      <p>We could not find that order.</p>
      <p>
        The link may be incomplete, or the order may belong to another organisation.{' '}
        <Link to="/add-cart">Go to your cart</Link>
      </p>
    </FormMessage>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-heading" className={styles.group}>
      <h2 id="order-heading" className={styles.heading}>
        Order {order.number}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Placed on</dt>
          <dd>{formatIndianDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Billed to</dt>
          <dd>{order.buyer.name}</dd>
        </div>
        <div>
          <dt>GSTIN</dt>
          <dd>{order.buyer.gstin ?? 'Not registered for GST'}</dd>
        </div>
        {order.payBy ? (
          <div>
            <dt>Pay by</dt>
            <dd>
              <time dateTime={order.payBy}>{formatIndianDateTime(order.payBy)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <PriceBreakdownTable breakdown={order} id="order-price" caption={`Order ${order.number}`} />
    </section>
  );
}

function OrderToPay({ orderId }: { orderId: string }) {
  const query = useApiQuery(ordersApi.get, { params: { orderId } });
  const retry = () => void query.refetch();
  if (query.isPending) return <p role="status">Loading your order…</p>;
  if (query.isError) {
    const unknown = query.error.status === 404 || query.error.status === 400;
    return unknown ? (
      <NoOrder />
    ) : (
      <LoadError message="We could not load your order." onRetry={retry} />
    );
  }
  const order = query.data;
  if (order.status === 'paid') {
    return (
      <FormMessage tone="success">
        <p>
          Order {order.number} has been paid
          {order.paidAt ? ` (${formatIndianDateTime(order.paidAt)})` : ''}. There is nothing more to
          pay.
        </p>
        <p>
          <Link to="/transaction-history">See it in your transaction history</Link>
        </p>
      </FormMessage>
    );
  }
  if (order.status === 'cancelled' || order.status === 'expired') {
    return (
      <FormMessage tone="info">
        <p>
          Order {order.number} {order.status === 'cancelled' ? 'was cancelled' : 'expired unpaid'}{' '}
          and can no longer be paid. Nothing was charged for it.
        </p>
        <p>
          <Link to="/add-cart">Go to your cart</Link> to order these plans again.
        </p>
      </FormMessage>
    );
  }
  return (
    <>
      <OrderSummary order={order} />
      {order.status === 'payment_failed' ? (
        <FormMessage tone="info">
          The last attempt to pay for this order did not go through. You can try again.
        </FormMessage>
      ) : null}
      <GatewayButton
        start={() => call(paymentsApi.start, { body: { orderId: order.id } })}
        // Paid meanwhile (in another tab, say): read the order again to show so.
        onFailure={(error) => {
          if (error instanceof ApiError && error.status === 409) retry();
        }}
      >
        Pay {formatRupees(order.totalPaise, { wholeRupees: true })}
      </GatewayButton>
      {order.kind === 'subscription' ? (
        <p className={styles.alternative}>
          Changed your mind? <CancelOrderButton order={order} className={buttons.secondary} />
        </p>
      ) : null}
    </>
  );
}

/** `/paynow?order=<id>`: an order of the user's organisation, and the way to pay it. */
export function PayNowSection() {
  // Not useSearchParams: it would put more of the router into every visitor's first load.
  const orderId = new URLSearchParams(useLocation().search).get('order')?.trim();
  return orderId ? <OrderToPay key={orderId} orderId={orderId} /> : <NoOrder />;
}
