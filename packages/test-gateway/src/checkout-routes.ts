import type { GatewayOrder } from '@prakar/razorpay/protocol';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  type CheckoutMethod,
  checkoutPage,
  errorPage,
  RETURN_SCRIPT_SOURCE,
  returnPage,
} from './checkout-pages.ts';
import { type GatewayContext, gatewayRoute } from './gateway-context.ts';
import { GatewayHttpError, INVALID_KEY, UNKNOWN_ID } from './gateway-errors.ts';
import { pagePolicy } from './html.ts';
import { type Checked, checkCard, checkUpi, checkWallet } from './test-instruments.ts';

const MAX_NAME = 255;
const MAX_DESCRIPTION = 2_048;
const MAX_NOTES = 15;

/** The form's text fields only; anything else (a JSON body's objects) is ignored. */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** Only http(s) addresses, so a `javascript:` URL never becomes a link or a form action. */
function httpUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The order, or null when the id is unknown. */
async function findOrder(context: GatewayContext, orderId: string): Promise<GatewayOrder | null> {
  try {
    return await context.state.order(orderId);
  } catch (error) {
    if (error instanceof GatewayHttpError) return null;
    throw error;
  }
}

function sendPage(reply: FastifyReply, status: number, html: string, policy: string) {
  return reply
    .code(status)
    .header('content-security-policy', policy)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The values a refused form is shown again with; never the CVV. */
const KEPT_FIELDS: Record<CheckoutMethod, string[]> = {
  card: ['card_number', 'card_expiry', 'card_name'],
  wallet: ['wallet'],
  upi: ['vpa'],
};

function isMethod(value: string | undefined): value is CheckoutMethod {
  return value !== undefined && Object.hasOwn(KEPT_FIELDS, value);
}

/**
 * The hosted checkout the browser is sent to: a page showing the order, one plain form per
 * payment method, and the page that takes the browser back to the merchant.
 */
export const checkoutRoutes: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  // A path-only base posts to the page's own origin, which 'self' covers.
  const ownOrigin = context.publicBase.startsWith('/') ? [] : [new URL(context.publicBase).origin];
  const pagesPolicy = pagePolicy({ formAction: ["'self'", ...ownOrigin] });
  const payAction = `${context.publicBase}/v1/checkout/embedded/pay`;

  const fail = (reply: FastifyReply, status: number, title: string, message: string) =>
    sendPage(reply, status, errorPage({ title, message }), pagesPolicy);

  app.post('/v1/checkout/embedded', gatewayRoute(), async (request, reply) => {
    const form = formFields(request.body);
    if (form.key_id !== context.keyId) return fail(reply, 401, 'Payment not possible', INVALID_KEY);
    const order = await findOrder(context, form.order_id ?? '');
    if (!order) return fail(reply, 400, 'Payment not possible', UNKNOWN_ID);
    if (order.status === 'paid') {
      return fail(reply, 400, 'Already paid', 'This order has already been paid.');
    }
    const callbackUrl = httpUrl(form.callback_url);
    if (!callbackUrl) {
      return fail(reply, 400, 'Payment not possible', 'callback_url must be an http(s) address.');
    }
    const cancelUrl = httpUrl(form.cancel_url);
    if (form.cancel_url && !cancelUrl) {
      return fail(reply, 400, 'Payment not possible', 'cancel_url must be an http(s) address.');
    }
    const merchantName = form.name ?? '';
    const description = form.description ?? '';
    if (merchantName.length > MAX_NAME || description.length > MAX_DESCRIPTION) {
      return fail(reply, 400, 'Payment not possible', 'The name or description is too long.');
    }
    const notes: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^notes\[(.+)\]$/.exec(key);
      if (match?.[1]) notes[match[1]] = value;
    }
    if (Object.keys(notes).length > MAX_NOTES) {
      return fail(reply, 400, 'Payment not possible', 'Too many notes.');
    }
    const session = await context.state.openCheckout({
      orderId: order.id,
      merchantName,
      description,
      prefill: {
        name: form['prefill[name]'] || null,
        email: form['prefill[email]'] || null,
        contact: form['prefill[contact]'] || null,
      },
      callbackUrl: callbackUrl.href,
      cancelUrl: cancelUrl?.href ?? null,
      notes,
    });
    return sendPage(
      reply,
      200,
      checkoutPage({ session, amount: order.amount, payAction }),
      pagesPolicy,
    );
  });

  app.post('/v1/checkout/embedded/pay', gatewayRoute(), async (request, reply) => {
    const form = formFields(request.body);
    const session = await context.state.checkout(form.checkout_id ?? '');
    if (!session) {
      return fail(reply, 400, 'Checkout expired', 'This checkout has expired or does not exist.');
    }
    const order = await context.state.order(session.orderId);
    if (order.status === 'paid') {
      return fail(reply, 400, 'Already paid', 'This order has already been paid.');
    }
    const method = form.method;
    if (!isMethod(method)) {
      return fail(reply, 400, 'Payment not possible', 'Choose a payment method.');
    }
    let checked: Checked;
    if (method === 'card') {
      checked = checkCard({
        number: form.card_number ?? '',
        expiry: form.card_expiry ?? '',
        cvv: form.card_cvv ?? '',
        name: form.card_name ?? '',
      });
    } else if (method === 'wallet') {
      checked = checkWallet({ wallet: form.wallet ?? '', outcome: form.outcome ?? '' });
    } else {
      checked = checkUpi({ vpa: form.vpa ?? '' });
    }

    if ('errors' in checked) {
      const values: Record<string, string> = {};
      for (const name of KEPT_FIELDS[method]) values[name] = form[name] ?? '';
      const retry = { method, values, errors: checked.errors };
      const html = checkoutPage({ session, amount: order.amount, payAction, retry });
      return sendPage(reply, 422, html, pagesPolicy);
    }

    const { payment, callbackFields } = await context.settle(session.orderId, checked.attempt, {
      email: session.prefill.email,
      contact: session.prefill.contact,
      description: session.description || null,
      notes: session.notes,
    });
    const html = returnPage({
      merchantName: session.merchantName,
      callbackUrl: session.callbackUrl,
      fields: callbackFields,
      succeeded: payment.status === 'captured',
    });
    const policy = pagePolicy({
      formAction: [new URL(session.callbackUrl).origin],
      scriptSource: RETURN_SCRIPT_SOURCE,
    });
    return sendPage(reply, 200, html, policy);
  });
};
