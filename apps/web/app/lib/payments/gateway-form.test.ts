import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGatewayForm, submitToGateway } from './gateway-form';

const redirect = {
  action: 'https://api.razorpay.com/v1/checkout/embedded',
  fields: {
    key_id: 'rzp_test_1DP5mmOlF5G5ag',
    order_id: 'order_9A33XWu170gUtm',
    amount: '6844000',
    'notes[reference]': 'a"quoted" <value> & more',
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the form to the gateway', () => {
  it('POSTs to the gateway’s address with every field as a hidden input, exactly as given', () => {
    const form = buildGatewayForm(redirect);
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(redirect.action);
    expect(form.hidden).toBe(true);
    const inputs = Array.from(form.querySelectorAll('input'));
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
    expect(Object.fromEntries(inputs.map((input) => [input.name, input.value]))).toEqual(
      redirect.fields,
    );
    expect(form.querySelectorAll('button, [type="submit"]')).toHaveLength(0);
  });

  it('is put in the page and submitted, which leaves the site', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
    submitToGateway(redirect);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.isConnected).toBe(true);
    expect(submitted[0]?.getAttribute('action')).toBe(redirect.action);
  });
});
