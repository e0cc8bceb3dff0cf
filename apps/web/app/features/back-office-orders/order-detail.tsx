import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import type { BackOfficeOrder, RefundSummary } from '@prakar/shared/back-office-orders';
import { formatIndianDate, formatIndianDateTime } from '@prakar/shared/dates';
import { stateName } from '@prakar/shared/indian-states';
import { formatRupees } from '@prakar/shared/money';
import { recordPath } from '@prakar/shared/routes';
import { PAYMENT_METHOD_LABELS } from '@prakar/shared/transactions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InvoiceDownloadButton } from '#app/components/commerce/invoice-download-button.tsx';
import { OrderStatusBadge } from '#app/components/commerce/order-status-badge.tsx';
import { PriceBreakdownTable } from '#app/components/commerce/price-breakdown.tsx';
import { LoadError } from '#app/components/content/load-error.tsx';
import { Facts, RecordGroup } from '#app/components/content/record-parts.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { Timeline } from '#app/components/timeline/timeline.tsx';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './orders.module.css';
import { PaymentLinkActions } from './payment-link-actions';
import { ResendInvoiceButton } from './resend-invoice-button';

const time = (at: string | null) =>
  at ? <time dateTime={at}>{formatIndianDateTime(at)}</time> : null;

const state = (code: string | null) => (code ? (stateName(code) ?? code) : null);

function address(parts: readonly (string | null | undefined)[]) {
  const text = parts.filter(Boolean).join(', ');
  return text || null;
}

const REFUND_STATUS_LABELS: Record<RefundSummary['status'], string> = {
  pending: 'Pending at the gateway',
  processed: 'Refunded',
  failed: 'Failed',
  withdrawn: 'Withdrawn after it failed',
};

function Refunds({ refunds }: { refunds: readonly RefundSummary[] }) {
  if (refunds.length === 0) return <p className={styles.muted}>No refunds.</p>;
  return (
    <ul className={styles.group}>
      {refunds.map((refund) => (
        <li key={refund.id}>
          <strong>{formatRupees(refund.amountPaise)}</strong> —{' '}
          {REFUND_STATUS_LABELS[refund.status]}
          {refund.failureReason ? ` (${refund.failureReason})` : ''}; asked on{' '}
          {time(refund.createdAt)}
          {refund.processedAt ? <>, settled on {time(refund.processedAt)}</> : null}. Reason:{' '}
          {refund.reason}.
          {refund.creditNote ? (
            <>
              {' '}
              Credit note <span className="unbroken">{refund.creditNote.number}</span> of{' '}
              {formatIndianDate(refund.creditNote.issuedAt)} for{' '}
              {formatRupees(refund.creditNote.totalPaise)}.
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function OrderFacts({ order, refundPanel }: { order: BackOfficeOrder; refundPanel: ReactNode }) {
  const { buyer, organisation, invoice } = order;
  return (
    <div className={styles.detail}>
      <RecordGroup id="order-summary" title={`Order ${order.number}`}>
        <Facts
          facts={[
            ['Status', <OrderStatusBadge key="status" order={order} />],
            ['Kind', order.kind === 'advisory' ? 'Payment link (advisory fee)' : 'Subscriptions'],
            ['Placed (IST)', time(order.createdAt)],
            ['Paid (IST)', time(order.paidAt)],
            ['Pay by (IST)', time(order.payBy)],
            ['Total', formatRupees(order.totalPaise)],
          ]}
        />
        {order.needsAttention ? (
          <FormMessage tone="error">Needs attention: {order.needsAttention}</FormMessage>
        ) : null}
      </RecordGroup>

      <PaymentLinkActions order={order} />

      <RecordGroup id="order-lines" title="What was bought">
        <PriceBreakdownTable
          id="order-lines-table"
          caption={`The lines of order ${order.number}`}
          breakdown={{
            ...order,
            supply: order.igstPaise > 0 ? 'inter-state' : 'intra-state',
            placeOfSupply: buyer.stateCode,
          }}
        />
      </RecordGroup>

      <RecordGroup id="order-buyer" title="Billed to">
        <Facts
          facts={[
            ['Name', buyer.name],
            ['E-mail', buyer.email && <EmailAddress key="email" address={buyer.email} />],
            ['GSTIN', buyer.gstin],
            ['PAN', buyer.pan],
            [
              'Address',
              address([
                buyer.address?.line1,
                buyer.address?.line2,
                buyer.address?.city,
                buyer.address?.pinCode,
              ]),
            ],
            ['State (place of supply)', state(buyer.stateCode)],
          ]}
        />
      </RecordGroup>

      {organisation ? (
        <RecordGroup id="order-organisation" title="Organisation">
          <Facts
            facts={[
              [
                'Name',
                <Link key="name" to={recordPath('back-office/organisations', organisation.id)}>
                  {organisation.name}
                </Link>,
              ],
              ['Legal name', organisation.legalName],
              ['GSTIN', organisation.gstin],
              ['PAN', organisation.pan],
              [
                'Address',
                address([
                  organisation.addressLine1,
                  organisation.addressLine2,
                  organisation.city,
                  organisation.pinCode,
                ]),
              ],
              ['State', state(organisation.stateCode)],
            ]}
          />
        </RecordGroup>
      ) : null}

      <RecordGroup id="order-payments" title="Payments">
        {order.payments.length === 0 ? (
          <p className={styles.muted}>No payment has been tried.</p>
        ) : (
          <ul className={styles.group}>
            {order.payments.map((payment) => (
              <li key={payment.id}>
                {time(payment.at)}: {formatRupees(payment.amountPaise)} by{' '}
                {PAYMENT_METHOD_LABELS[payment.method] ?? payment.method}, {payment.status}
                {payment.failureReason ? ` (${payment.failureReason})` : ''} — {payment.id}
              </li>
            ))}
          </ul>
        )}
      </RecordGroup>

      <RecordGroup id="order-invoice" title="Tax invoice">
        {invoice ? (
          <>
            <Facts
              facts={[
                [
                  'Number',
                  <span key="number" className="unbroken">
                    {invoice.number}
                  </span>,
                ],
                ['Date (IST)', formatIndianDate(invoice.issuedAt)],
              ]}
            />
            <div className={styles.actions}>
              <InvoiceDownloadButton invoice={invoice} />
              <ResendInvoiceButton reference={order.reference} />
            </div>
          </>
        ) : (
          <p className={styles.muted}>No invoice yet: one is issued when the order is paid.</p>
        )}
      </RecordGroup>

      <RecordGroup id="order-refunds" title="Refunds and credit notes">
        {/* The refunds feature's panel lists them with its actions; without it, a list to read. */}
        {refundPanel ?? <Refunds refunds={order.refunds} />}
      </RecordGroup>

      <RecordGroup id="order-timeline" title="What happened">
        <Timeline endpoint={backOfficeOrdersApi.timeline} params={{ reference: order.reference }} />
      </RecordGroup>
    </div>
  );
}

/**
 * One order for the firm's staff, read by its reference. `refundPanel` is given the order and
 * returns what the refunds feature shows under its refunds.
 */
export function OrderDetail({
  reference,
  refundPanel,
}: {
  reference: string;
  refundPanel?: (order: BackOfficeOrder) => ReactNode;
}) {
  const order = useApiQuery(backOfficeOrdersApi.get, { params: { reference } });
  if (order.isPending) return <p role="status">Loading the order…</p>;
  if (order.isError) {
    return order.error.status === 404 ? (
      <FormMessage tone="error">
        We could not find that order. <Link to="/back-office/orders">Search the orders</Link>
      </FormMessage>
    ) : (
      <LoadError message="We could not load the order." onRetry={() => void order.refetch()} />
    );
  }
  return <OrderFacts order={order.data} refundPanel={refundPanel?.(order.data)} />;
}
