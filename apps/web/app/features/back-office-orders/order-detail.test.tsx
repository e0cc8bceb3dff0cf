import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import { paymentsApi } from '@prakar/shared/api/payments';
import type { BackOfficeOrder } from '@prakar/shared/back-office-orders';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { answer, onEndpoint, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { CARD_PAYMENT } from '#tests/component/order-data.ts';
import { KULKARNI_TEXTILES } from '#tests/component/organisation-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { OrderDetail } from './order-detail';

const REFERENCE = 'A'.repeat(43);

const order: BackOfficeOrder = {
  id: 'order-1',
  number: 'ORD-000042',
  reference: REFERENCE,
  kind: 'subscription',
  status: 'paid',
  createdAt: '2026-11-22T20:00:00.000Z',
  paidAt: '2026-11-22T20:05:00.000Z',
  payBy: null,
  failureReason: null,
  needsAttention: null,
  buyer: {
    name: 'Kulkarni Textiles Private Limited',
    email: 'accounts@kulkarni.in',
    gstin: '27AAPFU0939F1ZV',
    pan: 'AAPFU0939F',
    stateCode: '27',
    address: { line1: 'Plot 14, MIDC Bhosari', line2: '', city: 'Pune', pinCode: '411026' },
  },
  lines: [
    {
      planCode: 'EPOI_STANDARD',
      productCode: 'EPOI',
      description: 'E-POI Standard, 1 year',
      sac: '997331',
      quantity: 1,
      unitPricePaise: 2_400_000,
      amountPaise: 2_400_000,
    },
  ],
  subtotalPaise: 2_400_000,
  cgstPaise: 216_000,
  sgstPaise: 216_000,
  igstPaise: 0,
  totalPaise: 2_832_000,
  payments: [CARD_PAYMENT],
  invoice: { id: 'invoice-7', number: 'PTA/26-27/00007', issuedAt: '2026-11-22T20:05:00.000Z' },
  refunds: [
    {
      id: 'refund-1',
      paymentId: 'pay_2',
      amountPaise: 500_000,
      reason: 'Bought twice',
      status: 'processed',
      failureReason: null,
      createdAt: '2026-11-24T05:00:00.000Z',
      processedAt: '2026-11-24T06:00:00.000Z',
      creditNote: {
        id: 'cn-1',
        number: 'CN/26-27/00001',
        issuedAt: '2026-11-24T06:00:00.000Z',
        totalPaise: 500_000,
      },
    },
  ],
  organisation: KULKARNI_TEXTILES,
};

const api = setupApiServer(
  answer(backOfficeOrdersApi.get, order),
  answer(backOfficeOrdersApi.timeline, { entries: [], hasOlder: false }),
);

const open = (refundPanel?: (order: BackOfficeOrder) => React.ReactNode) =>
  renderScreen(
    '/back-office/orders/:reference',
    <OrderDetail reference={REFERENCE} refundPanel={refundPanel} />,
    `/back-office/orders/${REFERENCE}`,
  );

describe('OrderDetail', () => {
  it('shows the order’s lines, buyer, organisation, payment, invoice and refunds', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Order ORD-000042' })).toBeDefined();
    expect(screen.getByText('E-POI Standard, 1 year')).toBeDefined();
    const billed = screen.getByRole('region', { name: 'Billed to' });
    expect(billed.textContent).toContain('27AAPFU0939F1ZV');
    expect(billed.textContent).toContain('Maharashtra');
    const organisation = screen.getByRole('region', { name: 'Organisation' });
    expect(
      within(organisation).getByRole('link', { name: 'Kulkarni Textiles' }).getAttribute('href'),
    ).toBe('/back-office/organisations/org-1');
    const invoice = screen.getByRole('region', { name: 'Tax invoice' });
    expect(invoice.textContent).toContain('PTA/26-27/00007');
    expect(
      within(invoice).getByRole('button', { name: 'Download invoice PTA/26-27/00007' }),
    ).toBeDefined();
    const refunds = screen.getByRole('region', { name: 'Refunds and credit notes' });
    expect(refunds.textContent).toContain('₹5,000.00 — Refunded');
    expect(refunds.textContent).toContain('Credit note CN/26-27/00001');
  });

  it('gives the refunds’ place to the refund panel when there is one', async () => {
    open((shown) => <p>Refund panel for {shown.number}</p>);
    const refunds = await screen.findByRole('region', { name: 'Refunds and credit notes' });
    expect(refunds.textContent).toContain('Refund panel for ORD-000042');
    expect(refunds.textContent).not.toContain('₹5,000.00 — Refunded');
  });

  it('e-mails the invoice again and says to whom', async () => {
    const asked: string[] = [];
    api.use(
      onEndpoint(backOfficeOrdersApi.resendInvoice, ({ params }) => {
        asked.push(String(params.reference));
        return HttpResponse.json(
          { sentTo: 'accounts@kulkarni.in', invoiceNumber: 'PTA/26-27/00007' },
          { status: 202 },
        );
      }),
    );
    const success = vi.spyOn(notify, 'success').mockImplementation(() => ({ dismiss() {} }));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'E-mail the invoice again' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Invoice PTA/26-27/00007 is on its way to accounts@kulkarni.in again.',
      ),
    );
    expect(asked).toEqual([REFERENCE]);
  });

  it('lets staff copy, e-mail again and, once confirmed, cancel an unpaid payment link', async () => {
    const link: BackOfficeOrder = {
      ...order,
      kind: 'advisory',
      status: 'awaiting_payment',
      paidAt: null,
      payments: [],
      invoice: null,
      refunds: [],
      organisation: null,
    };
    api.use(answer(backOfficeOrdersApi.get, link));
    const calls: string[] = [];
    const change = (status: string) => () => {
      calls.push(status);
      return HttpResponse.json({
        reference: REFERENCE,
        orderNumber: 'ORD-000042',
        payerEmail: 'accounts@kulkarni.in',
        status,
      });
    };
    api.use(
      onEndpoint(paymentsApi.resendLink, change('awaiting_payment')),
      onEndpoint(paymentsApi.cancelLink, change('cancelled')),
    );
    const success = vi.spyOn(notify, 'success').mockImplementation(() => ({ dismiss() {} }));
    const { user } = open();

    const region = await screen.findByRole('region', { name: 'Payment link' });
    expect(within(region).getByLabelText<HTMLInputElement>('Payment link').value).toBe(
      `${window.location.origin}/payment-request?ref=${REFERENCE}`,
    );
    await user.click(within(region).getByRole('button', { name: 'Copy the payment link' }));
    expect(await navigator.clipboard.readText()).toContain(REFERENCE);

    await user.click(within(region).getByRole('button', { name: 'E-mail the link again' }));
    await vi.waitFor(() => expect(calls).toEqual(['awaiting_payment']));

    await user.click(within(region).getByRole('button', { name: 'Cancel the link' }));
    await user.click(screen.getByRole('button', { name: 'Keep the link' }));
    expect(calls).toEqual(['awaiting_payment']);
    await user.click(within(region).getByRole('button', { name: 'Cancel the link' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel the link' }),
    );
    await vi.waitFor(() => expect(calls).toEqual(['awaiting_payment', 'cancelled']));
    expect(success).toHaveBeenCalledWith('The payment link of order ORD-000042 is cancelled.');
  });

  it('says when there is no such order', async () => {
    api.use(refuse(backOfficeOrdersApi.get, 404, 'NOT_FOUND', 'We could not find that order.'));
    open();
    expect((await screen.findByText(/We could not find that order/)).textContent).toContain(
      'Search the orders',
    );
  });
});
