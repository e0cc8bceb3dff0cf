import { paymentsApi } from '@prakar/shared/api/payments';
import { formatIndianDate, formatIndianDateTime } from '@prakar/shared/dates';
import { formatRupees } from '@prakar/shared/money';
import type { PaymentStatus } from '@prakar/shared/payments';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OpenAppLink } from '#app/components/commerce/open-app-link.tsx';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { PrerenderedViews } from '#app/components/layout/prerendered-views.tsx';
import buttons from '#app/components/ui/button.module.css';
import { call } from '#app/lib/api-client.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { useClientSearchParams } from '#app/lib/use-client-search-params.ts';
import { GatewayButton } from './gateway-button';
import { InvalidLink } from './invalid-link';
import { InvoiceButton } from './invoice-button';
import styles from './payment.module.css';
import { usePaymentStatus } from './use-payment-status';

const loading = <p role="status">Loading your payment…</p>;

/** The server does not know the reference (404), or it could never be one (400). */
const isUnknown = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

const payPath = (orderId: string) => `/paynow?order=${encodeURIComponent(orderId)}`;

function headline(payment: PaymentStatus, cancelled: boolean): string {
  switch (payment.state) {
    case 'paid':
      return 'Thank you: your payment has been received';
    case 'failed':
      return 'Your payment did not go through';
    case 'pending':
      return 'We are confirming your payment…';
    case 'cancelled':
      return payment.kind === 'advisory'
        ? 'This payment link has been cancelled'
        : 'This order was cancelled';
    case 'unpaid':
      if (cancelled) return 'Your payment was not completed';
      return payment.kind === 'advisory'
        ? 'Payment requested'
        : 'This order is waiting for payment';
  }
}

function Facts({ payment }: { payment: PaymentStatus }) {
  const rows: [term: string, value: ReactNode][] = [
    ['Order number', payment.orderNumber],
    ['Payer', payment.kind === 'advisory' ? payment.payerName : null],
    ['For', payment.description],
    ['Amount, including GST', formatRupees(payment.totalPaise)],
    ['Paid on', payment.paidAt && formatIndianDateTime(payment.paidAt)],
    [
      'Invoice number',
      payment.invoiceNumber && (
        <span key="number" className="unbroken">
          {payment.invoiceNumber}
        </span>
      ),
    ],
  ];
  return (
    <dl className={styles.facts}>
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Pay the order again: a subscription from its pay-now page (signed in), a fee from here. */
function PayAgain({ payment, label }: { payment: PaymentStatus; label: string }) {
  if (payment.kind === 'subscription') {
    return payment.orderId ? (
      <div>
        <Link to={payPath(payment.orderId)} className={buttons.primary}>
          {label}
        </Link>
      </div>
    ) : null;
  }
  return (
    <GatewayButton
      start={() => call(paymentsApi.startLink, { body: { reference: payment.reference } })}
    >
      {label}
    </GatewayButton>
  );
}

/** Each subscription the payment started or extended, and the days it now covers. */
function Subscriptions({ periods }: { periods: PaymentStatus['subscriptions'] }) {
  return (
    <section aria-labelledby="bought-heading" className={styles.state}>
      <h3 id="bought-heading" className={styles.subheading}>
        Your {periods.length === 1 ? 'subscription' : 'subscriptions'}
      </h3>
      <ul className={styles.periods}>
        {periods.map((period) => (
          <li key={period.productCode}>
            <strong>
              {period.productName}, {period.planName} plan
            </strong>
            <span>
              From <time dateTime={period.startsOn}>{formatIndianDate(period.startsOn)}</time> to{' '}
              <time dateTime={period.endsOn}>{formatIndianDate(period.endsOn)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Paid: open what was bought first, then the invoice and the subscriptions. */
function AfterPayment({ payment }: { payment: PaymentStatus }) {
  const [first, ...others] = payment.subscriptions;
  return (
    <>
      {payment.subscriptions.length > 0 ? <Subscriptions periods={payment.subscriptions} /> : null}
      <div className={styles.actions}>
        {first ? (
          <OpenAppLink
            code={first.productCode}
            href="/product-dashboard"
            className={buttons.primary}
          >
            Open {first.productName}
          </OpenAppLink>
        ) : null}
        {others.map((period) => (
          <OpenAppLink
            key={period.productCode}
            code={period.productCode}
            href="/product-dashboard"
            className={buttons.secondary}
          >
            Open {period.productName}
          </OpenAppLink>
        ))}
        {payment.invoiceNumber ? <InvoiceButton reference={payment.reference} /> : null}
        {payment.kind === 'subscription' ? (
          <Link to="/my-subscription" className={buttons.secondary}>
            My Subscription
          </Link>
        ) : null}
      </div>
    </>
  );
}

function NextSteps({ payment, cancelled }: { payment: PaymentStatus; cancelled: boolean }) {
  switch (payment.state) {
    case 'paid':
      return <AfterPayment payment={payment} />;
    case 'failed':
      return (
        <>
          <FormMessage tone="error">
            {payment.failureReason
              ? `The payment was declined: ${payment.failureReason}`
              : 'The payment was declined.'}{' '}
            You can try again, with the same or another card, UPI app or wallet.
          </FormMessage>
          <PayAgain payment={payment} label="Try again" />
        </>
      );
    case 'pending':
      return null;
    case 'cancelled':
      return (
        <FormMessage tone="info">
          {payment.kind === 'advisory'
            ? 'It can no longer be paid. If you still need to pay, please contact us.'
            : 'It can no longer be paid. To buy these plans, place a new order from your cart.'}
        </FormMessage>
      );
    case 'unpaid':
      return (
        <>
          {cancelled ? (
            <FormMessage tone="info">
              The payment was cancelled before it was made. You can pay when you are ready.
            </FormMessage>
          ) : null}
          <PayAgain
            payment={payment}
            label={
              payment.kind === 'advisory'
                ? `Pay ${formatRupees(payment.totalPaise)}`
                : 'Pay for this order'
            }
          />
        </>
      );
  }
}

function PaymentView({ reference, cancelled }: { reference: string; cancelled: boolean }) {
  const { status, gaveUp } = usePaymentStatus(reference);
  const payment = status.data;
  if (status.isPending) return loading;
  // Once a payment is shown, a check that fails keeps it on screen.
  if (!payment) {
    return isUnknown(status.error) ? (
      <InvalidLink />
    ) : (
      <LoadError message="We could not check this payment." onRetry={() => void status.refetch()} />
    );
  }
  return (
    <section aria-labelledby="payment-state-heading" className={styles.group}>
      {/* One live region for every state, so the move from pending to paid is heard. */}
      <div role="status" className={styles.state}>
        <h2 id="payment-state-heading" className={styles.heading}>
          {headline(payment, cancelled)}
        </h2>
        {payment.state === 'pending' ? (
          <p>
            {gaveUp
              ? 'This is taking longer than usual. You can close this page: we will e-mail you as soon as the payment is confirmed.'
              : 'This usually takes a few seconds. Please keep this page open.'}
          </p>
        ) : null}
      </div>
      <Facts payment={payment} />
      <NextSteps payment={payment} cancelled={cancelled} />
    </section>
  );
}

/**
 * `/payment-request?ref=…`: where the gateway sends the payer back (`&cancelled=1` when they
 * cancelled there), and where a payment link e-mailed by the firm leads. It shows the payment's
 * state and what can be done next. Pre-rendered, so the reference is read once the page runs.
 */
export function PaymentRequestSection() {
  const params = useClientSearchParams();
  // Pre-rendered: a newcomer without a reference sees why; a link's query starts the app at once.
  if (!params) return <PrerenderedViews newcomer={<InvalidLink />} returning={loading} />;
  const reference = params.get('ref')?.trim();
  if (!reference) return <InvalidLink />;
  return (
    <PaymentView
      key={reference}
      reference={reference}
      cancelled={params.get('cancelled') === '1'}
    />
  );
}
