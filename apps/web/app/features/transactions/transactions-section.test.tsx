import type { Transaction, TransactionList } from '@prakar/shared/transactions';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { setUser } from '#app/features/session/session-store.ts';
import {
  byRole,
  closeScreen,
  fill,
  json,
  openScreen,
  requests,
  type Screen,
  settle,
  spokenText,
} from '#app/features/users/dom-test-support.ts';
import { TransactionsSection } from './transactions-section';

let screen: Screen;

const organisation = '5f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f';

const paidOrder: Transaction = {
  id: 'order-1',
  number: 'ORD-000042',
  reference: 'ref-1',
  kind: 'subscription',
  status: 'paid',
  organisationId: organisation,
  organisationName: 'Kulkarni Textiles',
  buyerName: 'Asha Kulkarni',
  description: 'E-POI Standard, 1 year',
  productCodes: ['EPOI'],
  subtotalPaise: 2_400_000,
  taxPaise: 432_000,
  totalPaise: 2_832_000,
  createdAt: '2026-11-22T20:00:00.000Z',
  paidAt: '2026-11-22T20:05:00.000Z',
  payments: [
    {
      id: 'pay_1',
      method: 'upi',
      status: 'failed',
      amountPaise: 2_832_000,
      at: '2026-11-22T20:01:00.000Z',
      failureReason: 'Declined',
    },
    {
      id: 'pay_2',
      method: 'card',
      status: 'captured',
      amountPaise: 2_832_000,
      at: '2026-11-22T20:05:00.000Z',
      failureReason: null,
    },
  ],
  invoice: { id: 'invoice-7', number: 'INV/2026-27/0007' },
};
const linkOrder: Transaction = {
  ...paidOrder,
  id: 'order-2',
  number: 'ORD-000043',
  kind: 'advisory',
  status: 'awaiting_payment',
  organisationId: null,
  organisationName: null,
  buyerName: 'Rohan Mehta',
  description: 'Appeal before CIT(A)',
  productCodes: [],
  payments: [],
  invoice: null,
};

const list = (transactions: Transaction[], total = transactions.length): TransactionList => ({
  transactions,
  total,
  page: 1,
  pageSize: 25,
});

const signIn = (permissions: string[]) =>
  setUser({
    UserId: 7,
    RoleId: permissions.includes('manage:all:platform') ? 1 : 2,
    IsAdmin: true,
    Name: 'Asha Kulkarni',
    IsProfileDataSaved: 'Yes',
    Permissions: permissions,
  });

async function open(address: string) {
  screen = await openScreen('/transaction-history', <TransactionsSection />, address);
}

const location = () => screen.router.state.location.search;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = () => screen.container.querySelector('[role="status"]')?.textContent;
const headers = () =>
  Array.from(screen.container.querySelectorAll('thead th')).map((cell) => cell.textContent);
const rows = () =>
  Array.from(screen.container.querySelectorAll('tbody tr')).map((row) =>
    Array.from(row.children).map((cell) => spokenText(cell)),
  );
const click = (element: HTMLElement) => act(async () => element.click());
/** The JSON body of the last call to the API. */
function lastBody(fetch: { mock: { calls: unknown[][] } }): unknown {
  const [, init] = fetch.mock.calls.at(-1) as [string, RequestInit];
  return JSON.parse(String(init.body));
}

beforeEach(() => signIn(['view:transactions:org']));

afterEach(() => {
  closeScreen(screen);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
});

describe('TransactionsSection', () => {
  it('lists the orders with their amounts, status, payments and invoices', async () => {
    const fetch = vi.fn(async () => json(200, list([paidOrder, linkOrder])));
    vi.stubGlobal('fetch', fetch);
    await open('/transaction-history');

    expect(requests(fetch)).toEqual(['GET /api/Transactions/Orders']);
    expect(status()).toBe('Showing 1–2 of 2');
    expect(headers()).not.toContain('Organisation');
    expect(rows()).toEqual([
      [
        'ORD-000042',
        '23 November 2026',
        'E-POI Standard, 1 year',
        '₹28,320.00incl. GST ₹4,320.00',
        'Paid',
        'Card · 2 attempts',
        'INV/2026-27/0007Download invoice INV/2026-27/0007',
      ],
      [
        'ORD-000043',
        '23 November 2026',
        'Appeal before CIT(A)',
        '₹28,320.00incl. GST ₹4,320.00',
        'Awaiting payment',
        'Not tried yet',
        '—',
      ],
    ]);
    expect(document.body.textContent).not.toContain('Send a payment link');
  });

  it('puts applied filters in the address, back on the first page, and loads them', async () => {
    const fetch = vi.fn(async () => json(200, list([paidOrder], 40)));
    vi.stubGlobal('fetch', fetch);
    await open('/transaction-history?page=2');

    await act(async () => {
      fill(byId('orders-from'), '2026-04-01');
      fill(byId('orders-status'), 'paid');
      fill(byId('orders-product'), 'SMART_TDS');
    });
    await click(byRole('button', 'Apply filters'));
    await settle();

    expect(location()).toBe('?from=2026-04-01&status=paid&product=SMART_TDS');
    expect(requests(fetch).at(-1)).toBe(
      'GET /api/Transactions/Orders?from=2026-04-01&status=paid&product=SMART_TDS',
    );

    await act(async () => screen.router.navigate(-1));
    await settle();
    expect(byId<HTMLSelectElement>('orders-status').value).toBe('');
    expect(requests(fetch).at(-1)).toBe('GET /api/Transactions/Orders?page=2');
  });

  it('refuses a range that ends before it starts, next to the field, without loading', async () => {
    const fetch = vi.fn(async () => json(200, list([paidOrder])));
    vi.stubGlobal('fetch', fetch);
    await open('/transaction-history');

    await act(async () => {
      fill(byId('orders-from'), '2026-05-01');
      fill(byId('orders-to'), '2026-04-01');
    });
    await click(byRole('button', 'Apply filters'));

    expect(byId('orders-to-error').textContent).toBe('The end date is before the start date.');
    expect(document.activeElement?.id).toBe('orders-to');
    expect(location()).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says there are no orders yet with the way to the products, and when filters match none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, list([]))),
    );
    await open('/transaction-history');
    expect(status()).toBe('No orders yet.');
    const links = Array.from(screen.container.querySelectorAll('a')).map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(['/E-poi#plans', '/tds#plans', '/e-form16#plans']);
    expect(screen.container.querySelector('table')).toBeNull();

    await act(async () => screen.router.navigate('/transaction-history?status=payment_failed'));
    await settle();
    expect(status()).toBe('No orders match these filters.');
    expect(screen.container.querySelector('a[href="/E-poi#plans"]')).toBeNull();
  });

  it('offers to try again after a failure', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }))
      .mockResolvedValueOnce(json(200, list([paidOrder])));
    vi.stubGlobal('fetch', fetch);
    await open('/transaction-history');

    expect(screen.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load the orders.',
    );
    await click(byRole('button', 'Try again'));
    await settle();
    expect(rows()).toHaveLength(1);
  });

  it('downloads the CSV with a POST of the applied filters, and an invoice with a GET', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/Export') || url.endsWith('/pdf')
        ? new Response('file', { headers: { 'Content-Type': 'application/octet-stream' } })
        : json(200, list([paidOrder])),
    );
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await open('/transaction-history?status=paid&product=EPOI&page=2');

    await click(byRole('button', 'Download CSV'));
    await settle();
    expect(requests(fetch).at(-1)).toBe('POST /api/Transactions/Orders/Export');
    expect(lastBody(fetch)).toEqual({ status: 'paid', product: 'EPOI' });

    await click(byRole('button', 'Download invoice INV/2026-27/0007'));
    await settle();
    expect(requests(fetch).at(-1)).toBe('GET /api/Transactions/Invoices/invoice-7/pdf');
    expect(createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s reason when a download fails', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/pdf')
        ? json(404, { error: { code: 'NOT_FOUND', message: 'That invoice does not exist.' } })
        : json(200, list([paidOrder])),
    );
    vi.stubGlobal('fetch', fetch);
    await open('/transaction-history');

    await click(byRole('button', 'Download invoice INV/2026-27/0007'));
    await settle();
    expect(error).toHaveBeenCalledWith('That invoice does not exist.');
  });
});

describe('TransactionsSection for platform administrators', () => {
  beforeEach(() => signIn(['view:transactions:org', 'manage:all:platform']));

  const organisations = { organisations: [{ id: organisation, name: 'Kulkarni Textiles' }] };

  it('shows whose each order is and filters by organisation', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/Organisations') ? json(200, organisations) : json(200, list([linkOrder])),
    );
    vi.stubGlobal('fetch', fetch);
    await open('/transaction-history');

    expect(headers()).toContain('Organisation');
    expect(rows()[0]?.[2]).toBe('Rohan Mehta');
    await act(async () => fill(byId('orders-organisation'), organisation));
    await click(byRole('button', 'Apply filters'));
    await settle();
    expect(location()).toBe(`?organisationId=${organisation}`);
    expect(requests(fetch).at(-1)).toBe(
      `GET /api/Transactions/Orders?organisationId=${organisation}`,
    );
  });

  it('sends a payment link, shows it with the total, and reloads the orders', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const gstinMessage = 'This GSTIN is not registered.';
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/Organisations')) return json(200, organisations);
      if (!url.endsWith('/PaymentLinks')) return json(200, list([paidOrder]));
      const body = JSON.parse(String(init?.body)) as { gstin: string };
      return body.gstin
        ? json(400, {
            error: { code: 'VALIDATION', message: 'Check', fields: { gstin: gstinMessage } },
          })
        : json(201, {
            orderId: 'order-3',
            reference: 'r'.repeat(43),
            orderNumber: 'ORD-000044',
            url: 'https://prakar.in/payment-request?ref=abc',
            totalPaise: 5_900_000,
          });
    });
    vi.stubGlobal('fetch', fetch);
    await open('/transaction-history');

    await click(byRole('button', 'Send a payment link'));
    expect(byRole('dialog', 'Send a payment link')).toBeDefined();
    expect(byId('link-amount').getAttribute('inputmode')).toBe('decimal');

    await click(byRole('button', 'Send payment link'));
    await settle();
    expect(byId('link-payer-name-error').textContent).toBe('Please enter the payer’s name.');
    expect(requests(fetch).some((line) => line.startsWith('POST'))).toBe(false);

    await act(async () => {
      fill(byId('link-payer-name'), 'Rohan Mehta');
      fill(byId('link-payer-email'), 'rohan@example.in');
      fill(byId('link-description'), 'Appeal before CIT(A)');
      fill(byId('link-amount'), '50,000');
      fill(byId('link-state'), '27');
      fill(byId('link-gstin'), '27AAPFU0939F1ZV');
    });
    await click(byRole('button', 'Send payment link'));
    await settle();
    expect(lastBody(fetch)).toEqual({
      payerName: 'Rohan Mehta',
      payerEmail: 'rohan@example.in',
      description: 'Appeal before CIT(A)',
      amount: '50,000',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(byId('link-gstin-error').textContent).toBe(gstinMessage);
    expect(document.activeElement?.id).toBe('link-gstin');

    await act(async () => fill(byId('link-gstin'), ''));
    await click(byRole('button', 'Send payment link'));
    await settle();
    expect(requests(fetch).at(-2)).toBe('POST /api/Transactions/PaymentLinks');
    expect(requests(fetch).at(-1)).toBe('GET /api/Transactions/Orders');
    const dialog = byRole('dialog', 'Payment link sent');
    expect(byId<HTMLInputElement>('link-url').value).toBe(
      'https://prakar.in/payment-request?ref=abc',
    );
    expect(dialog.textContent).toContain('Total with GST: ₹59,000.00');
    expect(success).toHaveBeenCalledWith('Payment link ORD-000044 sent to rohan@example.in.');

    await click(byRole('button', 'Copy the payment link'));
    expect(writeText).toHaveBeenCalledWith('https://prakar.in/payment-request?ref=abc');
    await click(byRole('button', 'Done'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
