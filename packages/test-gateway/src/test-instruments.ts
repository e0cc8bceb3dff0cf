import type { GatewayPayment } from '@prakar/razorpay/protocol';

/**
 * The test cards, wallets and UPI ids the test gateway knows, and what each one does. They copy
 * Razorpay's own test instruments, so the same numbers work against Razorpay's test mode.
 */

export interface PaymentFailure {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
}

/** How a payment ends and what it records about the instrument used. */
export type PaymentAttempt = {
  outcome: 'success' | 'failure';
} & (
  | { method: 'card'; card: { last4: string; network: string } }
  | { method: 'wallet'; wallet: string }
  | { method: 'upi'; vpa: string }
);

export const CARD_DECLINED: PaymentFailure = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment has been declined by the bank.',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'card_declined',
};

export const WALLET_FAILED: PaymentFailure = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed in the wallet.',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_cancelled',
};

export const UPI_FAILED: PaymentFailure = {
  code: 'BAD_REQUEST_ERROR',
  description: 'The UPI payment was declined in the UPI app.',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
};

export function failureOf(attempt: PaymentAttempt): PaymentFailure | null {
  if (attempt.outcome === 'success') return null;
  if (attempt.method === 'card') return CARD_DECLINED;
  if (attempt.method === 'wallet') return WALLET_FAILED;
  return UPI_FAILED;
}

/** A payment's error fields, as Razorpay sends them: all null for a payment that went through. */
export function errorFields(failure: PaymentFailure | null) {
  return {
    error_code: failure?.code ?? null,
    error_description: failure?.description ?? null,
    error_source: failure?.source ?? null,
    error_step: failure?.step ?? null,
    error_reason: failure?.reason ?? null,
  } satisfies Partial<GatewayPayment>;
}

interface TestCard {
  number: string;
  network: string;
  outcome: 'success' | 'failure';
}

const VISA_SUCCESS: TestCard = { number: '4111111111111111', network: 'Visa', outcome: 'success' };
const MASTERCARD_SUCCESS: TestCard = {
  number: '5267318187975449',
  network: 'MasterCard',
  outcome: 'success',
};
const VISA_DECLINED: TestCard = { number: '4000000000000002', network: 'Visa', outcome: 'failure' };

export const TEST_CARDS: readonly TestCard[] = [VISA_SUCCESS, MASTERCARD_SUCCESS, VISA_DECLINED];

export const WALLETS = [
  { code: 'phonepe', label: 'PhonePe' },
  { code: 'amazonpay', label: 'Amazon Pay' },
  { code: 'mobikwik', label: 'Mobikwik' },
] as const;

export const UPI_SUCCESS = 'success@razorpay';
export const UPI_FAILURE = 'failure@razorpay';

export const MESSAGES = {
  cardNumberMissing: 'Enter the card number.',
  cardNumberInvalid: 'This card number is not valid. Check the digits and try again.',
  cardNotTestCard:
    'In test mode, use 4111 1111 1111 1111 or 5267 3181 8797 5449 (success) or 4000 0000 0000 0002 (declined).',
  expiryFormat: 'Enter the expiry date as MM/YY, for example 12/30.',
  expiryPast: 'This card has expired. Check the expiry date.',
  cvvInvalid: 'The CVV is the 3 digits on the back of the card.',
  nameMissing: 'Enter the name as it is printed on the card.',
  nameTooLong: 'The name on the card can be at most 100 characters.',
  walletMissing: 'Choose a wallet.',
  upiTestOnly: `In test mode, use ${UPI_SUCCESS} or ${UPI_FAILURE}.`,
} as const;

/** Field name → message, shown next to that field. */
export type FieldErrors = Record<string, string>;

export type Checked = { attempt: PaymentAttempt } | { errors: FieldErrors };

/** The Luhn checksum every real card number satisfies; catches most typing mistakes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good until the end of its expiry month. */
function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return MESSAGES.expiryFormat;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return MESSAGES.expiryFormat;
  const current = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < current) return MESSAGES.expiryPast;
  return null;
}

export function checkCard(
  input: { number: string; expiry: string; cvv: string; name: string },
  now: Date = new Date(),
): Checked {
  const errors: FieldErrors = {};
  const digits = input.number.replace(/[\s-]/g, '');
  let card: TestCard | undefined;
  if (digits === '') errors.card_number = MESSAGES.cardNumberMissing;
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    errors.card_number = MESSAGES.cardNumberInvalid;
  } else {
    card = TEST_CARDS.find((candidate) => candidate.number === digits);
    if (!card) errors.card_number = MESSAGES.cardNotTestCard;
  }
  const expiry = expiryProblem(input.expiry, now);
  if (expiry) errors.card_expiry = expiry;
  if (!/^\d{3}$/.test(input.cvv.trim())) errors.card_cvv = MESSAGES.cvvInvalid;
  const name = input.name.trim();
  if (name === '') errors.card_name = MESSAGES.nameMissing;
  else if (name.length > 100) errors.card_name = MESSAGES.nameTooLong;
  if (!card || Object.keys(errors).length > 0) return { errors };
  return {
    attempt: {
      method: 'card',
      outcome: card.outcome,
      card: { last4: digits.slice(-4), network: card.network },
    },
  };
}

export function checkWallet(input: { wallet: string; outcome: string }): Checked {
  const wallet = WALLETS.find((candidate) => candidate.code === input.wallet);
  if (!wallet) return { errors: { wallet: MESSAGES.walletMissing } };
  const outcome = input.outcome === 'success' ? 'success' : 'failure';
  return { attempt: { method: 'wallet', outcome, wallet: wallet.code } };
}

export function checkUpi(input: { vpa: string }): Checked {
  const vpa = input.vpa.trim().toLowerCase();
  if (vpa === UPI_SUCCESS) return { attempt: { method: 'upi', outcome: 'success', vpa } };
  if (vpa === UPI_FAILURE) return { attempt: { method: 'upi', outcome: 'failure', vpa } };
  return { errors: { vpa: MESSAGES.upiTestOnly } };
}

/** The instrument the control route uses for each method and outcome. */
export function standardAttempt(
  method: 'card' | 'wallet' | 'upi',
  outcome: 'success' | 'failure',
): PaymentAttempt {
  if (method === 'card') {
    const card = outcome === 'success' ? VISA_SUCCESS : VISA_DECLINED;
    return { method, outcome, card: { last4: card.number.slice(-4), network: card.network } };
  }
  if (method === 'wallet') return { method, outcome, wallet: 'phonepe' };
  return { method, outcome, vpa: outcome === 'success' ? UPI_SUCCESS : UPI_FAILURE };
}

/** The payment fields that depend on the instrument. */
export function instrumentFields(
  attempt: PaymentAttempt,
): Pick<GatewayPayment, 'method' | 'card' | 'wallet' | 'vpa'> {
  return {
    method: attempt.method,
    card: attempt.method === 'card' ? attempt.card : null,
    wallet: attempt.method === 'wallet' ? attempt.wallet : null,
    vpa: attempt.method === 'upi' ? attempt.vpa : null,
  };
}
