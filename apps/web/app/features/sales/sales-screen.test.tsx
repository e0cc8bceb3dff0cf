import { salesApi } from '@prakar/shared/api/sales';
import type { SalesDashboard } from '@prakar/shared/sales';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import BackOfficeSalesPage from '#app/routes/portal/back-office/sales.tsx';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const dashboard: SalesDashboard = {
  period: { period: 'month', label: 'November 2026', firstMonth: '2026-11', lastMonth: '2026-11' },
  paid: { orders: 5, taxablePaise: 4_334_999_50, totalPaise: 5_115_299_41 },
  byPlan: [
    {
      productCode: 'EPOI',
      productName: 'E-POI',
      planCode: 'EPOI_GROWTH',
      planName: 'Growth',
      lines: 2,
      taxablePaise: 45_999_99,
    },
    {
      productCode: null,
      productName: 'Advisory',
      planCode: null,
      planName: 'Advisory fees',
      lines: 1,
      taxablePaise: 1_50_000_00,
    },
  ],
  byKind: [
    { kind: 'new', lines: 1, taxablePaise: 45_999_99 },
    { kind: 'renewal', lines: 1, taxablePaise: 20_000_00 },
    { kind: 'advisory', lines: 1, taxablePaise: 1_50_000_00 },
  ],
  refunds: { count: 2, amountPaise: 59_000_00 },
  unpaid: { count: 1, totalPaise: 35_400_00 },
};

const api = setupApiServer(answer(salesApi.dashboard, dashboard));
const requests = recordRequests(api);

const open = (address = '/back-office/sales?period=month&month=2026-11') =>
  renderScreen('/back-office/sales', <BackOfficeSalesPage />, address);

describe('the sales screen', () => {
  it('follows each chart with its numbers as a table', async () => {
    signInWith(['manage:all:platform']);
    open();

    expect((await screen.findByRole('heading', { name: 'Sales: November 2026' })).tagName).toBe(
      'H2',
    );
    const byPlan = screen.getByRole('table', { name: 'Revenue by product and plan, as a table' });
    expect(within(byPlan).getByRole('rowheader', { name: 'E-POI Growth' })).toBeDefined();
    expect(byPlan.textContent).toContain('₹1,50,000.00');
    const byKind = screen.getByRole('table', {
      name: 'New subscriptions, renewals and advisory fees, as a table',
    });
    expect(within(byKind).getAllByRole('row')).toHaveLength(4);
    // The pictures are for the eye; the tables say the same to a screen reader.
    for (const chart of document.querySelectorAll('svg')) {
      expect(chart.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByText('Unpaid orders').nextElementSibling?.textContent).toBe('1, ₹35,400.00');
    expect(requests).toEqual(['GET /api/BackOffice/Sales?period=month&month=2026-11']);
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
