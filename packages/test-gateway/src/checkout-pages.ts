import { escapeHtml } from '@prakar/shared/html';
import { formatRupees } from '@prakar/shared/money';
import type { CheckoutSession } from './gateway-state.ts';
import { htmlPage, sha256Source } from './html.ts';
import { type FieldErrors, UPI_FAILURE, UPI_SUCCESS, WALLETS } from './test-instruments.ts';

export type CheckoutMethod = 'card' | 'wallet' | 'upi';

export interface CheckoutView {
  session: CheckoutSession;
  /** From the gateway's order, never from the merchant's form. */
  amount: number;
  /** Where the three pay forms post. */
  payAction: string;
  /** After a refused attempt: which form it was, what was typed and what is wrong. */
  retry?: { method: CheckoutMethod; values: Record<string, string>; errors: FieldErrors };
}

interface TextField {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  autocomplete?: string;
  inputmode?: 'numeric' | 'email';
  placeholder?: string;
  maxlength: number;
}

function textField(field: TextField): string {
  const described = [
    field.hint ? `${field.id}-hint` : '',
    field.error ? `${field.id}-error` : '',
  ].filter(Boolean);
  const attributes = [
    `id="${field.id}"`,
    `name="${field.name}"`,
    'type="text"',
    'required',
    `maxlength="${field.maxlength}"`,
    `value="${escapeHtml(field.value)}"`,
    field.autocomplete ? `autocomplete="${field.autocomplete}"` : '',
    field.inputmode ? `inputmode="${field.inputmode}"` : '',
    field.placeholder ? `placeholder="${escapeHtml(field.placeholder)}"` : '',
    described.length > 0 ? `aria-describedby="${described.join(' ')}"` : '',
    field.error ? 'aria-invalid="true"' : '',
  ].filter(Boolean);
  return [
    '<div class="field">',
    `<label for="${field.id}">${escapeHtml(field.label)}</label>`,
    `<input ${attributes.join(' ')}>`,
    field.hint ? `<p class="hint" id="${field.id}-hint">${escapeHtml(field.hint)}</p>` : '',
    field.error ? `<p class="error" id="${field.id}-error">${escapeHtml(field.error)}</p>` : '',
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

function payForm(view: CheckoutView, method: CheckoutMethod, inner: string): string {
  return [
    `<form method="post" action="${escapeHtml(view.payAction)}">`,
    hidden('checkout_id', view.session.id),
    hidden('method', method),
    inner,
    '</form>',
  ].join('\n');
}

function cardSection(view: CheckoutView, amount: string): string {
  const retry = view.retry?.method === 'card' ? view.retry : undefined;
  const value = (name: string, fallback = '') => retry?.values[name] ?? fallback;
  const fields = [
    textField({
      id: 'card-number',
      name: 'card_number',
      label: 'Card number',
      value: value('card_number'),
      error: retry?.errors.card_number,
      hint: 'Test cards: 4111 1111 1111 1111 or 5267 3181 8797 5449 succeed; 4000 0000 0000 0002 is declined.',
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      maxlength: 23,
    }),
    textField({
      id: 'card-expiry',
      name: 'card_expiry',
      label: 'Expiry date (MM/YY)',
      value: value('card_expiry'),
      error: retry?.errors.card_expiry,
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      placeholder: 'MM/YY',
      maxlength: 7,
    }),
    textField({
      id: 'card-cvv',
      name: 'card_cvv',
      label: 'CVV',
      // A card's security code is never sent back to the browser.
      value: '',
      error: retry?.errors.card_cvv,
      hint: 'The 3 digits on the back of the card.',
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      maxlength: 4,
    }),
    textField({
      id: 'card-name',
      name: 'card_name',
      label: 'Name on card',
      value: value('card_name', view.session.prefill.name ?? ''),
      error: retry?.errors.card_name,
      autocomplete: 'cc-name',
      maxlength: 100,
    }),
  ];
  return [
    '<section aria-labelledby="card-heading">',
    '<h2 id="card-heading">Card</h2>',
    payForm(view, 'card', `${fields.join('\n')}\n<button type="submit">Pay ${amount}</button>`),
    '</section>',
  ].join('\n');
}

function walletSection(view: CheckoutView): string {
  const retry = view.retry?.method === 'wallet' ? view.retry : undefined;
  const chosen = retry?.values.wallet ?? WALLETS[0].code;
  const error = retry?.errors.wallet;
  const choices = WALLETS.map(
    (wallet) =>
      `<label class="choice"><input type="radio" name="wallet" value="${wallet.code}"${
        wallet.code === chosen ? ' checked' : ''
      }> ${escapeHtml(wallet.label)}</label>`,
  );
  const inner = [
    `<fieldset${error ? ' aria-describedby="wallet-error"' : ''}>`,
    '<legend>Wallet</legend>',
    ...choices,
    error ? `<p class="error" id="wallet-error">${escapeHtml(error)}</p>` : '',
    '</fieldset>',
    '<p class="hint">In test mode, choose how the wallet answers.</p>',
    '<div class="actions">',
    '<button type="submit" name="outcome" value="success">Success</button>',
    '<button type="submit" name="outcome" value="failure" class="secondary">Failure</button>',
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    '<section aria-labelledby="wallet-heading">',
    '<h2 id="wallet-heading">Wallet</h2>',
    payForm(view, 'wallet', inner),
    '</section>',
  ].join('\n');
}

function upiSection(view: CheckoutView, amount: string): string {
  const retry = view.retry?.method === 'upi' ? view.retry : undefined;
  const field = textField({
    id: 'upi-vpa',
    name: 'vpa',
    label: 'UPI ID',
    value: retry?.values.vpa ?? '',
    error: retry?.errors.vpa,
    hint: `Test UPI IDs: ${UPI_SUCCESS} succeeds, ${UPI_FAILURE} fails.`,
    inputmode: 'email',
    placeholder: 'name@bank',
    maxlength: 100,
  });
  return [
    '<section aria-labelledby="upi-heading">',
    '<h2 id="upi-heading">UPI</h2>',
    payForm(view, 'upi', `${field}\n<button type="submit">Pay ${amount}</button>`),
    '</section>',
  ].join('\n');
}

/** The hosted checkout: what is being paid for, and a plain form for each payment method. */
export function checkoutPage(view: CheckoutView): string {
  const { session } = view;
  const amount = escapeHtml(formatRupees(view.amount));
  const merchant = escapeHtml(session.merchantName || 'Merchant');
  const body = [
    '<p class="badge">Test mode: no money moves</p>',
    `<h1>${merchant}</h1>`,
    session.description ? `<p>${escapeHtml(session.description)}</p>` : '',
    `<p class="amount">Amount to pay: <strong>${amount}</strong></p>`,
    view.retry
      ? '<div class="panel summary" role="alert"><p>The payment was not made. Please correct the field marked below.</p></div>'
      : '',
    cardSection(view, amount),
    walletSection(view),
    upiSection(view, amount),
    session.cancelUrl ? `<p><a href="${escapeHtml(session.cancelUrl)}">Cancel</a></p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return htmlPage({ title: `Pay ${session.merchantName || 'Merchant'}: test checkout`, body });
}

/** Submits the return form as soon as the page loads; the button is there for when it does not. */
const RETURN_SCRIPT = "document.getElementById('return-form').submit();";
export const RETURN_SCRIPT_SOURCE = sha256Source(RETURN_SCRIPT);

/** Hands the outcome back to the merchant: a POST of `fields` to the callback URL. */
export function returnPage(options: {
  merchantName: string;
  callbackUrl: string;
  fields: Record<string, string>;
  succeeded: boolean;
}): string {
  const merchant = escapeHtml(options.merchantName || 'the merchant');
  const body = [
    `<h1>${options.succeeded ? 'Payment successful' : 'Payment failed'}</h1>`,
    `<p>Taking you back to ${merchant}…</p>`,
    `<form id="return-form" method="post" action="${escapeHtml(options.callbackUrl)}">`,
    ...Object.entries(options.fields).map(([name, value]) => hidden(name, value)),
    '<button type="submit">Return to merchant</button>',
    '</form>',
  ].join('\n');
  return htmlPage({
    title: options.succeeded ? 'Payment successful' : 'Payment failed',
    body,
    script: RETURN_SCRIPT,
  });
}

/** When the checkout cannot go on at all (bad key, unknown or paid order, expired checkout). */
export function errorPage(options: { title: string; message: string }): string {
  const body = [
    `<h1>${escapeHtml(options.title)}</h1>`,
    `<div class="panel summary" role="alert"><p>${escapeHtml(options.message)}</p></div>`,
    "<p>Go back to the merchant's website and start the payment again.</p>",
  ].join('\n');
  return htmlPage({ title: options.title, body });
}
