import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import { savedViewsApi } from '@prakar/shared/api/saved-views';
import type { BackOfficeOrderList } from '@prakar/shared/back-office-orders';
import type { Transaction } from '@prakar/shared/transactions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { catchDownloads, csvDownload } from '#tests/component/downloads.ts';
import { PAID_ORDER, PAYMENT_LINK } from '#tests/component/order-data.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { offeredViews, oneSavedView } from '#tests/component/saved-views-data.ts';
import { bodyRows } from '#tests/component/table-rows.ts';
import { OrdersSection } from './orders-section';

const page = (orders: Transaction[], total = orders.length): BackOfficeOrderList => ({
  orders,
  ...paging(total, { nextCursor: total > orders.length ? 'next-page' : null }),
});

const api = setupApiServer(
  answer(backOfficeOrdersApi.list, page([PAID_ORDER, PAYMENT_LINK], 60)),
  answer(savedViewsApi.list, { views: [] }),
);
const requests = recordRequests(api);

const open = (address = '/back-office/orders') =>
  renderScreen('/back-office/orders', <OrdersSection />, address);

describe('OrdersSection', () => {
  it('lists every organisation’s orders with how many match, each linking to its screen', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('Showing 1–2 of 60');
    expect(bodyRows()).toEqual([
      [
        'ORD-000042',
        '23 November 2026',
        'Kulkarni Textiles',
        'E-POI Standard, 1 year',
        '₹28,320.00',
        'Paid',
        'PTA/26-27/00007',
      ],
      [
        'ORD-000043',
        '23 November 2026',
        'Rohan Mehta, payment link',
        'Appeal before CIT(A)',
        '₹28,320.00',
        'Awaiting payment',
        '—',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'ORD-000042' }).getAttribute('href')).toBe(
      `/back-office/orders/${PAID_ORDER.reference}`,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDefined();
  });

  it('searches with the filters together, in the address, from the first page', async () => {
    const { user, location } = open('/back-office/orders?cursor=c2');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search'), 'GSTIN 27');
    await user.selectOptions(screen.getByLabelText('Status'), 'unpaid');
    await user.type(screen.getByLabelText('Lowest total (₹)'), '1,000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe(
        'GET /api/BackOffice/Orders?search=GSTIN+27&status=unpaid&minAmount=1%2C000',
      ),
    );
    expect(location().search).toBe('?search=GSTIN+27&status=unpaid&minAmount=1%2C000');
  });

  it('refuses a highest total below the lowest before asking the server', async () => {
    const { user } = open();
    await screen.findByRole('table');
    const before = requests.length;
    await user.type(screen.getByLabelText('Lowest total (₹)'), '500');
    await user.type(screen.getByLabelText('Highest total (₹)'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('The highest amount is below the lowest.')).toBeDefined();
    // On a phone the filters open to show it.
    const fold = screen.getByRole('button', { name: /^Filters/ });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Highest total (₹)'));
    expect(requests).toHaveLength(before);
  });

  it('says on the folded filters how many the address uses', async () => {
    open('/back-office/orders?kind=advisory');
    await screen.findByRole('table');
    const fold = screen.getByRole('button', { name: 'Filters (1 in use)' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('advisory');
  });

  it('sorts by a column’s header, kept in the address with the filters, from the first page', async () => {
    const { user, location } = open('/back-office/orders?status=paid&cursor=c2');
    await screen.findByRole('table');
    const total = () => screen.getByRole('columnheader', { name: /Total/ });
    expect(total().getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(within(total()).getByRole('button'));
    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe('GET /api/BackOffice/Orders?status=paid&sort=amount&order=asc'),
    );
    expect(location().search).toBe('?status=paid&sort=amount&order=asc');
    expect(total().getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('table', { name: 'Orders by total, smallest first' })).toBeTruthy();
    await user.click(within(total()).getByRole('button'));
    // Descending is the list's own order, so the address leaves it out.
    await vi.waitFor(() => expect(location().search).toBe('?status=paid&sort=amount'));
  });

  it('offers ready-made views that replace the filters, keeping the sorting, and the views you saved', async () => {
    api.use(oneSavedView('orders', 'Big advisory', 'kind=advisory&minAmount=50000'));
    const { user, location } = open('/back-office/orders?search=kulkarni&sort=amount');
    await screen.findByRole('table');
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(await offeredViews()).toEqual([
      'All orders',
      'Unpaid',
      'Paid',
      'Failed refunds',
      'Big advisory',
    ]);
    await user.click(within(views).getByRole('link', { name: 'Unpaid' }));
    expect(location().search).toBe('?status=unpaid&sort=amount');
    expect(within(views).getByRole('link', { name: 'Unpaid' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(views).getByRole('link', { name: 'Big advisory' }));
    expect(new URLSearchParams(location().search).get('minAmount')).toBe('50000');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('advisory');
  });

  it('downloads the orders the view finds, in its order, as CSV', async () => {
    const saved = catchDownloads();
    api.use(
      onEndpoint(backOfficeOrdersApi.export, () => csvDownload('orders-2026-11-23.csv', 'Order')),
    );
    const { user } = open('/back-office/orders?search=kulkarni&sort=amount&order=desc&cursor=c2');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['orders-2026-11-23.csv']));
    expect(requests.at(-1)).toBe('GET /api/BackOffice/Orders/Export?search=kulkarni&sort=amount');
  });
});
