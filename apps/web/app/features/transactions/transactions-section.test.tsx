import { ordersApi } from '@prakar/shared/api/orders';
import { transactionsApi } from '@prakar/shared/api/transactions';
import { ADDRESS_NEEDED } from '@prakar/shared/payments';
import type { Transaction, TransactionList } from '@prakar/shared/transactions';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { CARD_PAYMENT, PAID_ORDER, PAYMENT_LINK } from '#tests/component/order-data.ts';
import { ORGANISATION_CHOICES, ORGANISATION_ID } from '#tests/component/organisation-data.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { bodyRows } from '#tests/component/table-rows.ts';
import { TransactionsSection } from './transactions-section';

const paidOrder: Transaction = {
  ...PAID_ORDER,
  organisationId: ORGANISATION_ID,
  payments: [
    {
      id: 'pay_1',
      method: 'upi',
      status: 'failed',
      amountPaise: 2_832_000,
      at: '2026-11-22T20:01:00.000Z',
      failureReason: 'Declined',
    },
    CARD_PAYMENT,
  ],
  refunds: [
    {
      id: 'refund-1',
      amountPaise: 500_000,
      status: 'processed',
      at: '2026-11-24T05:00:00.000Z',
      processedAt: '2026-11-24T05:01:00.000Z',
      creditNote: { id: 'credit-note-1', number: 'CN/26-27/00003' },
    },
    {
      id: 'refund-2',
      amountPaise: 100_000,
      status: 'pending',
      at: '2026-11-25T05:00:00.000Z',
      processedAt: null,
      creditNote: null,
    },
  ],
};

const list = (
  transactions: Transaction[],
  total = transactions.length,
  cursors: Partial<TransactionList> = {},
): TransactionList => ({ transactions, ...paging(total, cursors) });

const api = setupApiServer(answer(transactionsApi.list, list([paidOrder, PAYMENT_LINK])));
const requests = recordRequests(api);

const open = (address = '/transaction-history') =>
  renderScreen('/transaction-history', <TransactionsSection />, address);

const status = () => screen.getByRole('status').textContent;
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const ordersTable = () => screen.findByRole('table', { name: 'Orders, newest first' });
const field = <T extends HTMLElement = HTMLInputElement>(label: RegExp | string) =>
  screen.getByLabelText<T>(label);

beforeEach(() => signInWith(['view:transactions:org']));

const openOrder: Transaction = {
  ...paidOrder,
  id: '3f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f',
  number: 'ORD-000044',
  status: 'awaiting_payment',
  paidAt: null,
  payBy: '2026-11-30T08:35:09.000Z',
  payments: [],
  invoice: null,
};

describe('TransactionsSection', () => {
  it('offers a buyer Pay (the same order) and Cancel for an unpaid order, with its date', async () => {
    signInWith(['view:transactions:org', 'purchase:org']);
    api.use(answer(transactionsApi.list, list([openOrder, paidOrder])));
    const cancelled: string[] = [];
    api.use(
      onEndpoint(ordersApi.cancel, ({ params }) => {
        cancelled.push(String(params.orderId));
        return HttpResponse.json({});
      }),
    );
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { user } = open();
    await ordersTable();

    const [unpaid, paid] = screen.getAllByRole('row').slice(1);
    const row = within(unpaid as HTMLElement);
    expect(row.getByText(/^Pay by/).textContent).toBe('Pay by 30 November 2026');
    expect(row.getByRole('link', { name: 'Pay order ORD-000044' }).getAttribute('href')).toBe(
      `/paynow?order=${openOrder.id}`,
    );
    expect(within(paid as HTMLElement).queryByRole('link', { name: /^Pay/ })).toBeNull();

    await user.click(row.getByRole('button', { name: 'Cancel order ORD-000044' }));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(cancelled).toEqual([openOrder.id]));
  });

  it('shows no Pay or Cancel to those who only see the history', async () => {
    api.use(answer(transactionsApi.list, list([openOrder])));
    open();
    expect(within(await ordersTable()).getByText('Awaiting payment')).toBeDefined();
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('lists the orders with their amounts, status, payments, invoices and refunds', async () => {
    open();

    await ordersTable();
    expect(requests).toEqual(['GET /api/Transactions/Orders']);
    expect(status()).toBe('Showing 2 of 2');
    expect(headers()).not.toContain('Organisation');
    expect(bodyRows()).toEqual([
      [
        'ORD-000042',
        '23 November 2026',
        'E-POI Standard, 1 year',
        '₹28,320.00incl. GST ₹4,320.00',
        'Partly refunded',
        'Card · 2 attempts',
        'PTA/26-27/00007Download invoice PTA/26-27/00007',
        '₹5,000.00 Refunded24 November 2026Credit note CN/26-27/00003Download credit note CN/26-27/00003₹1,000.00 Pending25 November 2026',
      ],
      [
        'ORD-000043',
        '23 November 2026',
        'Appeal before CIT(A)',
        '₹28,320.00incl. GST ₹4,320.00',
        'Awaiting payment',
        'Not tried yet',
        '—',
        '—',
      ],
    ]);
    expect(screen.queryByRole('button', { name: 'Send a payment link' })).toBeNull();
  });

  it('puts applied filters in the address, back on the first page, and loads them', async () => {
    api.use(answer(transactionsApi.list, list([paidOrder], 40)));
    const { user, router, location } = open('/transaction-history?cursor=c2');
    await ordersTable();

    await user.type(field('From'), '2026-04-01');
    await user.selectOptions(field('Status'), 'paid');
    await user.selectOptions(field('Product'), 'SMART_TDS');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe(
        'GET /api/Transactions/Orders?from=2026-04-01&status=paid&product=SMART_TDS',
      ),
    );
    expect(location().search).toBe('?from=2026-04-01&status=paid&product=SMART_TDS');

    await act(() => router.navigate(-1));
    expect(field<HTMLSelectElement>('Status').value).toBe('');
    expect(location().search).toBe('?cursor=c2');
    // The page read a moment ago shows again without asking.
    expect(bodyRows()).toHaveLength(1);
    expect(requests).toEqual([
      'GET /api/Transactions/Orders?cursor=c2',
      'GET /api/Transactions/Orders?from=2026-04-01&status=paid&product=SMART_TDS',
    ]);
  });

  it('refuses a range that ends before it starts, next to the field, without loading', async () => {
    const { user, location } = open();
    await ordersTable();

    await user.type(field('From'), '2026-05-01');
    await user.type(field('To'), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(screen.getByText('The end date is before the start date.').id).toBe('orders-to-error');
    expect(document.activeElement).toBe(field('To'));
    // On a phone the folded filters open to show the message.
    const fold = screen.getByRole('button', { name: /^Filters/ });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await user.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(location().search).toBe('');
    expect(requests).toEqual(['GET /api/Transactions/Orders']);
  });

  it('says there are no orders yet with the way to the products, and when filters match none', async () => {
    api.use(answer(transactionsApi.list, list([])));
    const { router } = open();

    await vi.waitFor(() => expect(status()).toBe('No orders yet.'));
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/E-poi#plans', '/tds#plans', '/e-form16#plans']);
    expect(screen.queryByRole('table')).toBeNull();

    await act(() => router.navigate('/transaction-history?status=payment_failed'));
    await vi.waitFor(() => expect(status()).toBe('No orders match these filters.'));
    expect(screen.queryByRole('link', { name: 'E-POI' })).toBeNull();
  });

  it('offers to try again after a failure', async () => {
    // Refused twice: the cache tries a failed read once more by itself.
    api.use(refuse(transactionsApi.list, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load the orders.',
    );
    api.resetHandlers(answer(transactionsApi.list, list([paidOrder])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says which filters the server refused when an address holds ones it cannot use', async () => {
    api.use(
      onEndpoint(transactionsApi.list, () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'Check the filters.',
              fields: { to: 'The end date is before the start date.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    open('/transaction-history?from=2026-05-01&to=2026-04-01');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'These filters cannot be used: The end date is before the start date.',
    );
  });

  it('downloads the CSV with a POST of the applied filters, and an invoice and a credit note with a GET', async () => {
    let exported: unknown;
    api.use(
      onEndpoint(transactionsApi.exportCsv, async ({ request }) => {
        exported = await request.json();
        return new HttpResponse('order,total', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="transactions-2026-11-25.csv"',
          },
        });
      }),
      onEndpoint(
        transactionsApi.invoicePdf,
        () =>
          new HttpResponse('%PDF', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="INV-2026-27-0007.pdf"',
            },
          }),
      ),
      onEndpoint(
        transactionsApi.creditNotePdf,
        () =>
          new HttpResponse('%PDF', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="Credit-note-CN-26-27-00003.pdf"',
            },
          }),
      ),
    );
    const saved: string[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = open('/transaction-history?status=paid&product=EPOI&cursor=c2');
    await ordersTable();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['transactions-2026-11-25.csv']));
    expect(requests.at(-1)).toBe('POST /api/Transactions/Orders/Export');
    expect(exported).toEqual({ status: 'paid', product: 'EPOI' });

    await user.click(screen.getByRole('button', { name: 'Download invoice PTA/26-27/00007' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('INV-2026-27-0007.pdf');
    expect(requests.at(-1)).toBe('GET /api/Transactions/Invoices/invoice-7/pdf');

    await user.click(screen.getByRole('button', { name: 'Download credit note CN/26-27/00003' }));
    await vi.waitFor(() => expect(saved).toHaveLength(3));
    expect(saved[2]).toBe('Credit-note-CN-26-27-00003.pdf');
    expect(requests.at(-1)).toBe('GET /api/Transactions/CreditNotes/credit-note-1/pdf');
    expect(createObjectURL).toHaveBeenCalledTimes(3);
  });

  it('shows the server’s reason when a download fails', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    api.use(refuse(transactionsApi.invoicePdf, 404, 'NOT_FOUND', 'That invoice does not exist.'));
    const { user } = open();
    await ordersTable();

    await user.click(screen.getByRole('button', { name: 'Download invoice PTA/26-27/00007' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('That invoice does not exist.'));
  });

  it('keeps the last page on screen, dimmed, while the next one loads', async () => {
    let release: () => void = () => {};
    api.use(
      onEndpoint(transactionsApi.list, async ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor') === 'c2') {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return HttpResponse.json(list([PAYMENT_LINK], 30, { previousCursor: 'p1' }));
        }
        return HttpResponse.json(list([paidOrder], 30, { nextCursor: 'c2' }));
      }),
    );
    const { user } = open();
    const table = await ordersTable();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(status()).toBe('Loading orders…'));
    expect(table.parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(bodyRows().map((row) => row[0])).toEqual(['ORD-000042']);

    release();
    await vi.waitFor(() => expect(bodyRows().map((row) => row[0])).toEqual(['ORD-000043']));
    expect(status()).toBe('Showing row 26 of 30');
    expect(table.parentElement?.getAttribute('aria-busy')).toBeNull();
  });
});

describe('TransactionsSection for platform administrators', () => {
  beforeEach(() => signInWith(['view:transactions:org', 'manage:all:platform']));

  it('shows whose each order is, one organisation’s from its page, and every one’s again', async () => {
    api.use(ORGANISATION_CHOICES, answer(transactionsApi.list, list([PAYMENT_LINK])));
    const { user, location } = open(`/transaction-history?organisationId=${ORGANISATION_ID}`);
    await ordersTable();

    expect(headers()).toContain('Organisation');
    expect(bodyRows()[0]?.[2]).toBe('Rohan Mehta');
    expect(requests.at(-1)).toBe(`GET /api/Transactions/Orders?organisationId=${ORGANISATION_ID}`);
    await user.click(screen.getByRole('button', { name: 'Show every organisation’s' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => expect(requests.at(-1)).toBe('GET /api/Transactions/Orders'));
    expect(location().search).toBe('');
  });

  it('sends a payment link, shows it with the total, and reloads the orders', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const gstinMessage = 'This GSTIN is not registered.';
    const sent: unknown[] = [];
    api.use(
      ORGANISATION_CHOICES,
      answer(transactionsApi.list, list([paidOrder])),
      http.post('/api/Transactions/PaymentLinks', async ({ request }) => {
        const body = (await request.json()) as { gstin: string };
        sent.push(body);
        return body.gstin
          ? HttpResponse.json(
              { error: { code: 'VALIDATION', message: 'Check', fields: { gstin: gstinMessage } } },
              { status: 400 },
            )
          : HttpResponse.json(
              {
                orderId: 'order-3',
                reference: 'r'.repeat(43),
                orderNumber: 'ORD-000044',
                url: 'https://prakar.in/payment-request?ref=abc',
                totalPaise: 5_900_000,
              },
              { status: 201 },
            );
      }),
    );
    const { user } = open();
    await ordersTable();

    await user.click(screen.getByRole('button', { name: 'Send a payment link' }));
    const dialog = screen.getByRole('dialog', { name: 'Send a payment link' });
    const amount = within(dialog).getByLabelText(/Amount before GST/);
    expect(amount.getAttribute('inputmode')).toBe('decimal');

    await user.click(within(dialog).getByRole('button', { name: 'Send payment link' }));
    expect((await within(dialog).findByText('Please enter the payer’s name.')).id).toBe(
      'link-payer-name-error',
    );
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Payer’s name/), 'Rohan Mehta');
    await user.type(within(dialog).getByLabelText(/Payer’s e-mail address/), 'rohan@example.in');
    await user.type(within(dialog).getByLabelText(/What the fee is for/), 'Appeal before CIT(A)');
    await user.type(amount, '50,000');
    await user.selectOptions(within(dialog).getByLabelText(/^State/), '27');
    const gstin = within(dialog).getByLabelText(/Payer’s GSTIN/);
    await user.type(gstin, '27AAPFU0939F1ZV');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment link' }));

    expect((await within(dialog).findByText(gstinMessage)).id).toBe('link-gstin-error');
    expect(sent).toEqual([
      {
        payerName: 'Rohan Mehta',
        payerEmail: 'rohan@example.in',
        description: 'Appeal before CIT(A)',
        amount: '50,000',
        stateCode: '27',
        gstin: '27AAPFU0939F1ZV',
        addressLine1: '',
        addressLine2: '',
        city: '',
        pinCode: '',
      },
    ]);
    expect(document.activeElement).toBe(gstin);

    // Without a GSTIN, the invoice needs to say where the payer is.
    await user.clear(gstin);
    await user.click(within(dialog).getByRole('button', { name: 'Send payment link' }));
    expect(await within(dialog).findByText(ADDRESS_NEEDED)).toBeDefined();
    expect(sent).toHaveLength(1);
    await user.type(within(dialog).getByLabelText(/Address line 1/), '12 Marine Drive');
    await user.type(within(dialog).getByLabelText(/^City/), 'Mumbai');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment link' }));
    const result = await screen.findByRole('dialog', { name: 'Payment link sent' });
    // The new order is read once, behind the dialog.
    await vi.waitFor(() =>
      expect(requests.slice(requests.lastIndexOf('POST /api/Transactions/PaymentLinks'))).toEqual([
        'POST /api/Transactions/PaymentLinks',
        'GET /api/Transactions/Orders',
      ]),
    );
    expect(within(result).getByLabelText<HTMLInputElement>('Payment link').value).toBe(
      'https://prakar.in/payment-request?ref=abc',
    );
    expect(result.textContent).toContain('Total with GST: ₹59,000.00');
    expect(success).toHaveBeenCalledWith('Payment link ORD-000044 sent to rohan@example.in.');

    await user.click(within(result).getByRole('button', { name: 'Copy the payment link' }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe('https://prakar.in/payment-request?ref=abc');
    await user.click(within(result).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
