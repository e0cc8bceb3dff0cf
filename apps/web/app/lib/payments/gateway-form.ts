import type { CheckoutRedirect } from '@prakar/shared/payments';

/**
 * The form that takes the browser to the gateway's hosted checkout: a POST of the fields the
 * server prepared (amount, order, signature), each a hidden input.
 */
export function buildGatewayForm(redirect: CheckoutRedirect): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = redirect.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** Leaves the site for the gateway: a full-page navigation, which the gateway later sends back. */
export function submitToGateway(redirect: CheckoutRedirect): void {
  const form = buildGatewayForm(redirect);
  document.body.append(form);
  form.submit();
}
