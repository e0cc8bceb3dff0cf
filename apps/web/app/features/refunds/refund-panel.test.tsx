import { refundsApi } from '@prakar/shared/api/refunds';
import type { OrderRefunds, RefundPreview } from '@prakar/shared/refunds';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { RefundPanel } from './refund-panel';

const reference = 'r'.repeat(43);

const order: OrderRefunds = {
  reference,
  orderNumber: 'ORD-000042',
  buyerName: 'Kulkarni Textiles Private Limited',
  totalPaise: 118_000,
  invoiceNumber: 'PTA/26-27/00042',
  payments: [
    {
      id: 'pay_Captured000001',
      method: 'card',
      status: 'captured',
      amountPaise: 118_000,
      createdAt: '2026-11-20T05:00:00.000Z',
      refundablePaise: 68_000,
    },
  ],
  lines: [
    {
      lineNo: 1,
      description: 'E-Form16: 500 returns plan, 1 year',
      totalPaise: 70_800,
      refundablePaise: 40_800,
    },
    {
      lineNo: 2,
      description: 'E-POI: Starter plan, 1 year',
      totalPaise: 47_200,
      refundablePaise: 27_200,
    },
  ],
  wholeOrderRefundable: true,
  refunds: [
    {
      id: '0d1c4b2a-0000-4000-8000-000000000001',
      paymentId: 'pay_Captured000001',
      lineNo: null,
      lineDescription: null,
      amountPaise: 50_000,
      reason: 'Bought twice',
      speedRequested: 'normal',
      speedProcessed: 'normal',
      status: 'processed',
      failureReason: null,
      gatewayRefundId: 'rfnd_A',
      createdAt: '2026-11-21T05:00:00.000Z',
      processedAt: '2026-11-21T05:01:00.000Z',
      creditNote: {
        id: '0d1c4b2a-0000-4000-8000-0000000000c1',
        number: 'CN/26-27/00007',
        issuedAt: '2026-11-21T05:01:00.000Z',
        taxablePaise: 42_373,
        taxPaise: 7_627,
        totalPaise: 50_000,
      },
    },
    {
      id: '0d1c4b2a-0000-4000-8000-000000000002',
      paymentId: 'pay_Captured000001',
      lineNo: null,
      lineDescription: null,
      amountPaise: 20_000,
      reason: 'Seat not used',
      speedRequested: 'optimum',
      speedProcessed: null,
      status: 'failed',
      failureReason: 'The payment gateway could not make the refund.',
      gatewayRefundId: 'rfnd_B',
      createdAt: '2026-11-22T05:00:00.000Z',
      processedAt: null,
      creditNote: null,
    },
  ],
};

const preview: RefundPreview = {
  subscriptions: [
    {
      productCode: 'EFORM16',
      productName: 'E-Form16',
      endsOn: '2027-06-30',
      newEndsOn: '2027-03-31',
    },
    { productCode: 'EPOI', productName: 'E-POI', endsOn: '2027-11-19', newEndsOn: '2027-11-19' },
  ],
};

const api = setupApiServer(answer(refundsApi.list, order), answer(refundsApi.preview, preview));
const requests = recordRequests(api);

/** A table's body rows as its cells' text. */
const rowsOf = (table: HTMLElement | undefined) =>
  (table ? within(table).getAllByRole<HTMLTableRowElement>('row') : [])
    .slice(1)
    .map((row) => Array.from(row.cells, (cell) => cell.textContent));

const open = () =>
  renderScreen(
    '/back-office/orders/:reference',
    <RefundPanel reference={reference} />,
    `/back-office/orders/${reference}`,
  );

/** Opens the panel, then the refund dialog of its captured payment. */
async function openRefundDialog() {
  const { user } = open();
  await user.click(
    await screen.findByRole('button', { name: 'Refund payment pay_Captured000001' }),
  );
  return { user, dialog: await screen.findByRole('dialog', { name: 'Refund a payment' }) };
}

describe('RefundPanel', () => {
  it('lists the order’s payments with what is refundable, and its refunds with their credit notes', async () => {
    open();
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeTruthy();
    const [payments, refunds] = screen.getAllByRole('table');
    expect(rowsOf(payments)).toEqual([
      [
        'pay_Captured000001Card',
        '20 November 2026, 10:30 am IST',
        '₹1,180.00',
        'Captured',
        '₹680.00',
        'Refund payment pay_Captured000001',
      ],
    ]);
    expect(rowsOf(refunds)).toEqual([
      [
        '21 November 2026, 10:30 am IST',
        '₹500.00Payment pay_Captured000001',
        'Bought twice',
        'RefundedNormal refund, 21 November 2026, 10:31 am IST',
        'CN/26-27/00007GST credited ₹76.27Download credit note CN/26-27/00007',
      ],
      [
        '22 November 2026, 10:30 am IST',
        '₹200.00Payment pay_Captured000001',
        'Seat not used',
        'FailedThe payment gateway could not make the refund.Try again the refund of ₹200.00Withdraw the refund of ₹200.00',
        '—',
      ],
    ]);
  });

  it('refunds the rest by default after asking, with the reason, speed and a key for retries', async () => {
    let sent: unknown;
    api.use(
      onEndpoint(refundsApi.create, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...order.refunds[1], status: 'pending' }, { status: 201 });
      }),
    );
    const { user, dialog } = await openRefundDialog();
    const amount = within(dialog).getByLabelText(/Amount to refund/);
    expect((amount as HTMLInputElement).value).toBe('680.00');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Say why the payment is refunded.')).toBeTruthy();
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Plan not needed');
    await user.selectOptions(within(dialog).getByLabelText(/Speed/), 'optimum');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText(
        /Refund ₹300.00 of payment pay_Captured000001 \(the whole order\)/,
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹300.00' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      lineNo: null,
      amount: '300',
      reason: 'Plan not needed',
      speed: 'optimum',
      paymentId: 'pay_Captured000001',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(requests).toContain(`POST /api/BackOffice/Orders/${reference}/Refunds`);
  });

  it('shows the server’s refusal in the dialog and sends the same key again', async () => {
    const keys: string[] = [];
    api.use(
      onEndpoint(refundsApi.create, async ({ request }) => {
        keys.push(((await request.json()) as { idempotencyKey: string }).idempotencyKey);
        return HttpResponse.json(
          {
            error: {
              code: 'CONFLICT',
              message: 'Only ₹100.00 of this payment can still be refunded.',
            },
          },
          { status: 409 },
        );
      }),
    );
    const { user, dialog } = await openRefundDialog();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Plan not needed');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Refund ₹680.00' }));
    expect(
      await within(dialog).findByText('Only ₹100.00 of this payment can still be refunded.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹680.00' }));
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBe(keys[1]);
  });

  it('tries a failed refund again after asking', async () => {
    let retried: unknown;
    api.use(
      onEndpoint(refundsApi.retry, async ({ request, params }) => {
        retried = { params, body: await request.json() };
        return HttpResponse.json({ ...order.refunds[1], status: 'pending' }, { status: 201 });
      }),
    );
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Try again the refund of ₹200.00' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Try the refund again?' });
    await user.click(within(confirm).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(retried).toBeDefined());
    expect(retried).toEqual({
      params: { refundId: order.refunds[1]?.id },
      body: { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
  });

  it('says so when the order cannot be loaded, and offers to try again', async () => {
    api.use(refuse(refundsApi.list, 500, 'INTERNAL', 'Something went wrong.'));
    const { user } = open();
    expect(
      await screen.findByText('We could not load the order’s payments and refunds.'),
    ).toBeTruthy();
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeTruthy();
  });
});

describe('RefundPanel, refunding one line', () => {
  const effectsIn = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: 'Subscriptions after the refund' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('bounds the amount by the line chosen, then shows what the refund does to each subscription', async () => {
    let asked: unknown;
    let sent: unknown;
    api.use(
      onEndpoint(refundsApi.preview, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(preview);
      }),
      onEndpoint(refundsApi.create, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...order.refunds[1], status: 'pending' }, { status: 201 });
      }),
    );
    const { user, dialog } = await openRefundDialog();
    await user.selectOptions(within(dialog).getByLabelText(/What to refund/), '2');
    const amount = within(dialog).getByLabelText(/Amount to refund/);
    expect((amount as HTMLInputElement).value).toBe('272.00');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(within(dialog).getByLabelText(/Reason/), 'E-POI not needed');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('At most ₹272.00 of this line can still be refunded.'),
    ).toBeTruthy();
    expect(asked).toBeUndefined();

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/\(E-POI: Starter plan, 1 year\)/)).toBeTruthy();
    expect(asked).toEqual({ paymentId: 'pay_Captured000001', lineNo: 2, amount: '100' });
    expect(effectsIn(dialog)).toEqual([
      'E-Form16: ends 31 March 2027 instead of 30 June 2027',
      'E-POI: unchanged',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹100.00' }));
    await vi.waitFor(() => expect(sent).toMatchObject({ lineNo: 2, amount: '100' }));
  });

  it('shows the server’s refusal of the refund next to its field, before asking to confirm', async () => {
    const message = 'Only ₹10.00 of E-Form16: 500 returns plan, 1 year can still be refunded.';
    api.use(
      onEndpoint(refundsApi.preview, () =>
        HttpResponse.json(
          { error: { code: 'CONFLICT', message, fields: { amount: message } } },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openRefundDialog();
    await user.selectOptions(within(dialog).getByLabelText(/What to refund/), '1');
    await user.type(within(dialog).getByLabelText(/Reason/), 'E-Form16 not needed');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const amount = within(dialog).getByLabelText(/Amount to refund/);
    await vi.waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Refund ₹/ })).toBeNull();
  });
});
