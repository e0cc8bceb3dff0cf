import { beforeEach, vi } from 'vitest';

/**
 * Forms sent to the payment gateway, recorded instead of leaving the page (a navigation jsdom
 * cannot make). The list is emptied before each test of the file.
 */
export function recordGatewayForms(): HTMLFormElement[] {
  const submitted: HTMLFormElement[] = [];
  beforeEach(() => {
    submitted.length = 0;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
  });
  return submitted;
}

/** The server's answer to starting a payment: the form the page posts to the gateway. */
export const gatewayForm = {
  action: 'https://api.razorpay.com/v1/checkout/embedded',
  fields: { order_id: 'order_9A33XWu170gUtm', amount: '5664000' },
};
