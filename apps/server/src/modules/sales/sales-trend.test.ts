import { salesApi } from '@prakar/shared/api/sales';
import type { SalesMonth } from '@prakar/shared/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PLATFORM_ADMIN_ENV, type TestApp } from '#test/build-test-app.ts';
import { insertCreditNote, insertSale } from '#test/sales-seed.ts';
import { signInPlatformAdmin } from '#test/users-helpers.ts';

/** The clock stands in the middle of April 2027 (IST): the trend runs May 2026 to April 2027. */
const NOW = new Date('2027-04-15T12:00:00+05:30');

let testApp: TestApp;
let platform: Awaited<ReturnType<typeof signInPlatformAdmin>>;

const sale = (
  paidAt: string,
  lines: { productCode?: string; planCode?: string; amountPaise: number }[],
) => insertSale(testApp.app.database.db, { paidAt, stateCode: '27', lines });
const epoi = { productCode: 'EPOI', planCode: 'EPOI_GROWTH' };
const tds = { productCode: 'SMART_TDS', planCode: 'SMART_TDS_5' };

beforeAll(async () => {
  testApp = await buildTestApp({ env: PLATFORM_ADMIN_ENV, now: () => NOW });
  platform = await signInPlatformAdmin(testApp.app);
  const db = testApp.app.database.db;
  // Before the twelve months, and its credit note inside them.
  const april2026 = await sale('2026-04-30T23:50:00+05:30', [{ amountPaise: 9_000_00 }]);
  await insertCreditNote(db, april2026, 1_000_00, '2026-05-02T10:00:00+05:30');
  // January's sale refunded mostly in February, when little was sold: February nets negative.
  const january = await sale('2027-01-10T10:00:00+05:30', [
    { ...epoi, amountPaise: 30_000_00 },
    { ...tds, amountPaise: 10_000_00 },
  ]);
  await sale('2027-02-20T10:00:00+05:30', [{ amountPaise: 5_000_00 }]);
  await insertCreditNote(db, january, 20_000_00, '2027-02-03T10:00:00+05:30');
  await insertCreditNote(db, january, 4_000_00, '2027-02-04T10:00:00+05:30', 2);
  // Either side of the financial year's end, a few minutes apart in IST.
  await sale('2027-03-31T23:55:00+05:30', [{ ...tds, amountPaise: 12_000_00 }]);
  await sale('2027-04-01T00:05:00+05:30', [{ ...epoi, amountPaise: 15_000_00 }]);
});

afterAll(async () => {
  await testApp?.close();
});

const trend = async (): Promise<SalesMonth[]> => {
  const response = await platform.call(salesApi.trend, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().months;
};

describe('GET /api/BackOffice/Sales/Trend', () => {
  it('gives the twelve IST months ending with the current one, empty ones as zero', async () => {
    const months = await trend();
    expect(months.map((month) => month.month)).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
    ]);
    expect(months.find((month) => month.month === '2026-08')).toEqual({
      month: '2026-08',
      invoices: 0,
      creditNotes: 0,
      grossPaise: 0,
      refundedPaise: 0,
      netPaise: 0,
    });
  });

  it('counts a credit note in its own month, whenever its invoice was issued', async () => {
    const months = await trend();
    // The April 2026 invoice is before the window; its credit note of 2 May is in it.
    expect(months[0]).toMatchObject({ invoices: 0, creditNotes: 1, netPaise: -1_000_00 });
    expect(months.find((month) => month.month === '2027-01')).toMatchObject({
      invoices: 1,
      creditNotes: 0,
      grossPaise: 40_000_00,
      netPaise: 40_000_00,
    });
  });

  it('shows a month whose refunds exceed its sales as negative', async () => {
    expect((await trend()).find((month) => month.month === '2027-02')).toEqual({
      month: '2027-02',
      invoices: 1,
      creditNotes: 2,
      grossPaise: 5_000_00,
      refundedPaise: 24_000_00,
      netPaise: -19_000_00,
    });
  });

  it('puts sales either side of 1 April in their own financial year’s month', async () => {
    const months = await trend();
    expect(months.at(-2)).toMatchObject({ month: '2027-03', grossPaise: 12_000_00 });
    expect(months.at(-1)).toMatchObject({ month: '2027-04', grossPaise: 15_000_00 });
  });
});

describe('the dashboard net of refunds', () => {
  it('credits a line refund to its plan and a whole-order refund to every line by its value', async () => {
    const response = await platform.call(salesApi.dashboard, {
      query: { period: 'month', month: '2027-02' },
    });
    const dashboard = response.json();
    expect(dashboard.gross).toMatchObject({ documents: 1, taxablePaise: 5_000_00 });
    expect(dashboard.refunds).toMatchObject({
      documents: 2,
      taxablePaise: 24_000_00,
      cgstPaise: 2_16_000,
      sgstPaise: 2_16_000,
      igstPaise: 0,
    });
    expect(dashboard.net).toEqual({
      taxablePaise: -19_000_00,
      cgstPaise: 45_000 - 2_16_000,
      sgstPaise: 45_000 - 2_16_000,
      igstPaise: 0,
      totalPaise: 5_900_00 - 28_320_00,
    });
    // 20,000 over lines of 30,000 and 10,000; then 4,000 of line 2 alone.
    const plan = (code: string) => dashboard.byPlan.find((row) => row.planCode === code);
    expect(plan('EPOI_GROWTH')).toMatchObject({
      lines: 0,
      refundedPaise: 15_000_00,
      netPaise: -15_000_00,
    });
    expect(plan('SMART_TDS_5')).toMatchObject({
      lines: 0,
      refundedPaise: 9_000_00,
      netPaise: -9_000_00,
    });
  });

  it('splits the financial year at 1 April in IST', async () => {
    const march = await platform.call(salesApi.dashboard, {
      query: { period: 'year', month: '2027-03' },
    });
    expect(march.json().period.label).toBe('Financial year 2026-27');
    // 30 April 2026 to 31 March 2027; 1 April 2027 starts the next.
    expect(march.json().gross.taxablePaise).toBe(9_000_00 + 40_000_00 + 5_000_00 + 12_000_00);
    const april = await platform.call(salesApi.dashboard, {
      query: { period: 'year', month: '2027-04' },
    });
    expect(april.json().gross).toMatchObject({ documents: 1, taxablePaise: 15_000_00 });
  });
});
