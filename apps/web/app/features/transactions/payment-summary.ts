import { PAYMENT_METHOD_LABELS, type PaymentAttempt } from '@prakar/shared/transactions';

/** The attempt that says how the order was paid: the successful one, else the latest. */
function decisiveAttempt(payments: readonly PaymentAttempt[]): PaymentAttempt | undefined {
  const paid = payments.find((payment) => payment.status === 'captured');
  if (paid) return paid;
  return payments.reduce<PaymentAttempt | undefined>(
    (latest, payment) =>
      !latest || Date.parse(payment.at) > Date.parse(latest.at) ? payment : latest,
    undefined,
  );
}

/** "Card · 2 attempts": how the order was (or was last tried to be) paid, and how often. */
export function paymentSummary(payments: readonly PaymentAttempt[]): string {
  const attempt = decisiveAttempt(payments);
  if (!attempt) return 'Not tried yet';
  const method = PAYMENT_METHOD_LABELS[attempt.method] ?? attempt.method;
  const count = payments.length;
  return `${method} · ${count} ${count === 1 ? 'attempt' : 'attempts'}`;
}
