import { ordersApi } from '@prakar/shared/api/orders';
import { paymentsApi } from '@prakar/shared/api/payments';
import { gstBreakdown } from '@prakar/shared/gst';
import type { Order } from '@prakar/shared/orders';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { gatewayForm, recordGatewayForms } from '#tests/component/gateway-forms.ts';
import { unpaidOrder } from '#tests/component/order-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { PayNowSection } from './pay-now-section';

const order = unpaidOrder(
  {
    lines: [
      {
        planCode: 'EPOI_STARTER',
        productCode: 'EPOI',
        description: 'E-POI Starter plan',
        sac: '997331',
        quantity: 2,
        unitPricePaise: 2_400_000,
        amountPaise: 4_800_000,
      },
    ],
    ...gstBreakdown(4_800_000, '29'),
    placeOfSupply: '29',
  },
  {
    name: 'Nair Logistics LLP',
    email: 'meera@example.in',
    gstin: '29AAPFU0939F1ZR',
    pan: 'AAPFU0939F',
    stateCode: '29',
  },
);
const orderId = order.id;
const paid: Order = {
  ...order,
  status: 'paid',
  paidAt: '2026-11-23T09:00:00.000Z',
  payBy: null,
};

const api = setupApiServer(answer(ordersApi.get, order), answer(paymentsApi.start, gatewayForm));
const requests = recordRequests(api);

const open = (address: string) => renderScreen('/paynow', <PayNowSection />, address);
const pageText = () => document.body.textContent ?? '';

const submitted = recordGatewayForms();

describe('paying for an order', () => {
  it('shows the order and its tax, then takes the buyer to the gateway once', async () => {
    const starts: unknown[] = [];
    api.use(
      onEndpoint(paymentsApi.start, async ({ request }) => {
        starts.push(await request.json());
        return HttpResponse.json(gatewayForm);
      }),
    );
    const { user } = open(`/paynow?order=${orderId}`);

    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Order ORD-000042');
    expect(requests).toEqual([`GET /api/Transactions/Order/${orderId}`]);
    expect(pageText()).toContain('Billed toNair Logistics LLP');
    expect(pageText()).toContain('GSTIN29AAPFU0939F1ZR');
    const footer = within(screen.getByRole('table', { name: 'Order ORD-000042' }))
      .getAllByRole('row')
      .slice(-3)
      .map((row) => row.textContent);
    expect(footer).toEqual(['Subtotal₹48,000.00', 'IGST at 18%₹8,640.00', 'Total₹56,640.00']);
    expect(pageText()).toContain('card, UPI or wallet');
    expect(pageText()).toContain('Pay by30 November 2026, 2:05 pm IST');

    const pay = screen.getByRole('button', { name: 'Pay ₹56,640' });
    await user.dblClick(pay);
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(starts).toEqual([{ orderId }]);
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    const fields = Array.from(submitted[0]?.querySelectorAll('input') ?? [], (input) => [
      input.name,
      input.value,
    ]);
    expect(fields).toEqual(Object.entries(gatewayForm.fields));
  });

  it('says when the order has been paid already, with the way to the transactions', async () => {
    api.use(answer(ordersApi.get, paid));
    open(`/paynow?order=${orderId}`);
    expect(await screen.findByText(/Order ORD-000042 has been paid/)).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'See it in your transaction history' }).getAttribute('href'),
    ).toBe('/transaction-history');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the order as paid when it was paid meanwhile', async () => {
    api.use(
      onEndpoint(paymentsApi.start, () => {
        api.use(answer(ordersApi.get, paid));
        return HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'This order has already been paid.' } },
          { status: 409 },
        );
      }),
    );
    const { user } = open(`/paynow?order=${orderId}`);

    await user.click(await screen.findByRole('button', { name: 'Pay ₹56,640' }));
    expect(await screen.findByText(/Order ORD-000042 has been paid/)).toBeDefined();
    expect(requests.at(-1)).toBe(`GET /api/Transactions/Order/${orderId}`);
    expect(submitted).toHaveLength(0);
  });

  it('cancels the order once asked twice, and keeps it when the buyer thinks again', async () => {
    const cancels: string[] = [];
    api.use(
      onEndpoint(ordersApi.cancel, ({ params }) => {
        cancels.push(String(params.orderId));
        return HttpResponse.json({ ...order, status: 'cancelled', payBy: null });
      }),
    );
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { user } = open(`/paynow?order=${orderId}`);
    const cancel = await screen.findByRole('button', { name: 'Cancel order ORD-000042' });

    await user.click(cancel);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order ORD-000042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(cancels).toEqual([]);
    expect(document.activeElement).toBe(cancel);

    await user.click(cancel);
    api.use(answer(ordersApi.get, { ...order, status: 'cancelled', payBy: null }));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(cancels).toEqual([orderId]));
    expect(success).toHaveBeenCalledWith(
      'Order ORD-000042 is cancelled. Its plans are still in your cart.',
    );
    expect(await screen.findByText(/was cancelled and can no longer be paid/)).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your cart' }).getAttribute('href')).toBe(
      '/add-cart',
    );
  });

  it('says an expired order can no longer be paid', async () => {
    api.use(answer(ordersApi.get, { ...order, status: 'expired', payBy: null }));
    open(`/paynow?order=${orderId}`);
    expect(
      await screen.findByText(/ORD-000042 expired unpaid and can no longer be paid/),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('says so, with the way back to the cart, when there is no such order', async () => {
    api.use(refuse(ordersApi.get, 404, 'NOT_FOUND', 'We could not find that order.'));
    const first = open('/paynow');
    expect(screen.getByText('We could not find that order.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to your cart' }).getAttribute('href')).toBe(
      '/add-cart',
    );
    expect(requests).toEqual([]);

    first.unmount();
    open('/paynow?order=unknown');
    expect(await screen.findByText('We could not find that order.')).toBeDefined();
    expect(requests).toEqual(['GET /api/Transactions/Order/unknown']);
  });

  it('offers to try again when the order could not be loaded', async () => {
    api.use(refuse(ordersApi.get, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open(`/paynow?order=${orderId}`);

    // A server fault is asked once more by itself before the buyer is told.
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load your order.',
    );
    api.use(answer(ordersApi.get, order));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Order ORD-000042');
  });
});
