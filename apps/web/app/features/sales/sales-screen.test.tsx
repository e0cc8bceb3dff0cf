import { salesApi } from '@prakar/shared/api/sales';
import type { SalesDashboard, SalesTrend } from '@prakar/shared/sales';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import BackOfficeSalesPage from '#app/routes/portal/back-office/sales.tsx';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const dashboard: SalesDashboard = {
  period: { period: 'month', label: 'November 2026', firstMonth: '2026-11', lastMonth: '2026-11' },
  gross: {
    documents: 5,
    taxablePaise: 4_334_999_50,
    cgstPaise: 18_000_00,
    sgstPaise: 18_000_00,
    igstPaise: 7_44_299_91,
    totalPaise: 5_115_299_41,
  },
  refunds: {
    documents: 2,
    taxablePaise: 50_000_00,
    cgstPaise: 4_500_00,
    sgstPaise: 4_500_00,
    igstPaise: 0,
    totalPaise: 59_000_00,
  },
  net: {
    taxablePaise: 4_284_999_50,
    cgstPaise: 13_500_00,
    sgstPaise: 13_500_00,
    igstPaise: 7_44_299_91,
    totalPaise: 5_056_299_41,
  },
  byPlan: [
    {
      productCode: 'EPOI',
      productName: 'E-POI',
      planCode: 'EPOI_GROWTH',
      planName: 'Growth',
      lines: 2,
      taxablePaise: 45_999_99,
      refundedPaise: 0,
      netPaise: 45_999_99,
    },
    {
      productCode: null,
      productName: 'Advisory',
      planCode: null,
      planName: 'Advisory fees',
      lines: 1,
      taxablePaise: 1_50_000_00,
      refundedPaise: 2_00_000_00,
      netPaise: -50_000_00,
    },
  ],
  byKind: [
    { kind: 'new', lines: 1, taxablePaise: 45_999_99, refundedPaise: 0, netPaise: 45_999_99 },
    { kind: 'renewal', lines: 1, taxablePaise: 20_000_00, refundedPaise: 0, netPaise: 20_000_00 },
    {
      kind: 'advisory',
      lines: 1,
      taxablePaise: 1_50_000_00,
      refundedPaise: 2_00_000_00,
      netPaise: -50_000_00,
    },
  ],
  unpaid: { count: 1, totalPaise: 35_400_00 },
};

const quiet = { invoices: 0, creditNotes: 0, grossPaise: 0, refundedPaise: 0, netPaise: 0 };
/** December 2025 to November 2026: sales, a February that refunded more than it sold, empty months. */
const trend: SalesTrend = {
  months: [
    { month: '2025-12', ...quiet },
    {
      month: '2026-01',
      invoices: 4,
      creditNotes: 0,
      grossPaise: 80_000_00,
      refundedPaise: 0,
      netPaise: 80_000_00,
    },
    {
      month: '2026-02',
      invoices: 1,
      creditNotes: 2,
      grossPaise: 5_000_00,
      refundedPaise: 24_000_00,
      netPaise: -19_000_00,
    },
    ...['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'].map(
      (month) => ({ month, ...quiet }),
    ),
    {
      month: '2026-11',
      invoices: 5,
      creditNotes: 2,
      grossPaise: 4_334_999_50,
      refundedPaise: 50_000_00,
      netPaise: 4_284_999_50,
    },
  ],
};

const api = setupApiServer(answer(salesApi.dashboard, dashboard), answer(salesApi.trend, trend));
const requests = recordRequests(api);

const open = (address = '/back-office/sales?period=month&month=2026-11') =>
  renderScreen('/back-office/sales', <BackOfficeSalesPage />, address);

describe('the sales screen', () => {
  it('shows gross sales, refunds and net, and follows each chart with its numbers as a table', async () => {
    signInWith(['manage:all:platform']);
    open();

    expect((await screen.findByRole('heading', { name: 'Sales: November 2026' })).tagName).toBe(
      'H2',
    );
    const net = screen.getByRole('table', { name: 'Gross sales, refunds and net sales' });
    const row = (name: RegExp) =>
      within(net)
        .getAllByRole('cell')
        .filter(
          (cell) =>
            cell.closest('tr') === within(net).getByRole('rowheader', { name }).closest('tr'),
        )
        .map((cell) => cell.textContent);
    expect(row(/^Gross sales \(5 invoices\)/)).toEqual([
      '₹43,34,999.50',
      '₹18,000.00',
      '₹18,000.00',
      '₹7,44,299.91',
      '₹51,15,299.41',
    ]);
    expect(row(/^Refunds \(2 credit notes\)/)).toEqual([
      '₹50,000.00',
      '₹4,500.00',
      '₹4,500.00',
      '₹0.00',
      '₹59,000.00',
    ]);
    expect(row(/^Net sales/)[0]).toBe('₹42,84,999.50');
    expect(screen.getByText('Net sales before GST').nextElementSibling?.textContent).toBe(
      '₹42,84,999.50',
    );

    const byPlan = screen.getByRole('table', {
      name: 'Net revenue by product and plan, as a table',
    });
    expect(within(byPlan).getByRole('rowheader', { name: 'E-POI Growth' })).toBeDefined();
    const advisory = within(byPlan).getByRole('rowheader', { name: 'Advisory fees' }).closest('tr');
    expect(advisory?.textContent).toContain('₹1,50,000.00₹2,00,000.00-₹50,000.00');
    const byKind = screen.getByRole('table', {
      name: 'Net revenue: new subscriptions, renewals and advisory fees, as a table',
    });
    expect(within(byKind).getAllByRole('row')).toHaveLength(4);
    // The pictures are for the eye; the tables say the same to a screen reader.
    for (const chart of document.querySelectorAll('svg')) {
      expect(chart.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByText('Unpaid orders').nextElementSibling?.textContent).toBe('1, ₹35,400.00');
    expect(requests).toContain('GET /api/BackOffice/Sales?period=month&month=2026-11');
  });

  it('draws the last twelve months and gives their numbers as a table, empty and negative months included', async () => {
    signInWith(['manage:all:platform']);
    open();

    const table = await screen.findByRole('table', {
      name: 'Sales in the last twelve months, as a table',
    });
    const months = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('December 2025');
    expect(months.at(-1)).toBe('November 2026');
    const cells = (month: string) =>
      [...(within(table).getByRole('rowheader', { name: month }).closest('tr')?.cells ?? [])]
        .slice(1)
        .map((cell) => cell.textContent);
    expect(cells('February 2026')).toEqual(['1', '2', '₹5,000.00', '₹24,000.00', '-₹19,000.00']);
    expect(cells('August 2026')).toEqual(['0', '0', '₹0.00', '₹0.00', '₹0.00']);
    const chart = screen
      .getByRole('figure', { name: 'Gross sales, refunds and net sales by month' })
      .querySelector('svg');
    expect(chart?.getAttribute('aria-hidden')).toBe('true');
    expect(chart?.textContent).toContain('Jan ’26');
  });

  it('says when the last twelve months cannot be loaded, and tries again', async () => {
    signInWith(['manage:all:platform']);
    let down = true;
    api.use(
      onEndpoint(salesApi.trend, () =>
        down
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down.' } }, { status: 500 })
          : HttpResponse.json(trend),
      ),
    );
    const { user } = open();

    const alert = (await screen.findByText('We could not load the last twelve months.')).closest(
      '[role="alert"]',
    );
    down = false;
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'Sales in the last twelve months, as a table' }),
    ).toBeDefined();
  });

  it('shows the quarter chosen in the form, in the address too', async () => {
    signInWith(['manage:all:platform']);
    const { user, location } = open();
    await screen.findByRole('heading', { name: 'Sales: November 2026' });

    await user.selectOptions(screen.getByLabelText('Period'), 'quarter');
    await user.click(screen.getByRole('button', { name: 'Show sales' }));

    await vi.waitFor(() => expect(location().search).toBe('?period=quarter&month=2026-11'));
    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe('GET /api/BackOffice/Sales?period=quarter&month=2026-11'),
    );
  });

  it('downloads the month’s GSTR-1 JSON and a section’s CSV, and refuses a month that is not one', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      onEndpoint(
        salesApi.gstr1Json,
        () =>
          new HttpResponse('{}', {
            headers: {
              'Content-Type': 'application/json',
              'Content-Disposition': 'attachment; filename="GSTR1-27AAKCP4821J1Z5-102026.json"',
            },
          }),
      ),
      onEndpoint(
        salesApi.gstr1Csv,
        () =>
          new HttpResponse('UR Type', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition':
                'attachment; filename="GSTR1-27AAKCP4821J1Z5-102026-cdnur.csv"',
            },
          }),
      ),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = open();
    const month = screen.getByLabelText(/Return month/);
    await user.clear(month);
    await user.type(month, '2026-10');

    await user.click(screen.getByRole('button', { name: 'Download JSON for the offline tool' }));
    await vi.waitFor(() => expect(saved).toEqual(['GSTR1-27AAKCP4821J1Z5-102026.json']));
    expect(requests).toContain('GET /api/BackOffice/Gstr1/Json?month=2026-10');

    await user.click(screen.getByRole('button', { name: 'Credit notes, unregistered (9B)' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(requests).toContain('GET /api/BackOffice/Gstr1/Csv?month=2026-10&section=cdnur');

    await user.clear(month);
    await user.type(month, '2026-13');
    await user.click(screen.getByRole('button', { name: 'Download JSON for the offline tool' }));
    expect(await screen.findByText('Choose a month as YYYY-MM.')).toBeDefined();
    expect(saved).toHaveLength(2);
  });
});
