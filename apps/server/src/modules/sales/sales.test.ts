import { readFileSync } from 'node:fs';
import { auditApi } from '@prakar/shared/api/audit';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { salesApi } from '@prakar/shared/api/sales';
import { auditSentence } from '@prakar/shared/audit-sentence';
import { site } from '@prakar/shared/site';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '#src/db/schema.ts';
import { rowsOf } from '#src/db/text-sql.ts';
import { buildTestApp, PLATFORM_ADMIN_ENV, type TestApp } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { gstr1HsnTotals, gstr1JsonTotals } from '#test/gstr1-totals.ts';
import { shapeMismatches, shapeOf } from '#test/json-shape.ts';
import {
  insertCreditNote,
  insertOrganisation,
  insertSale,
  insertUnpaidOrder,
} from '#test/sales-seed.ts';
import { inviteAndJoin, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

const sample = JSON.parse(
  readFileSync(
    new URL('../../../test/gstr1-sample/offline-tool-V3.2.4-062025.json', import.meta.url),
    'utf8',
  ),
);

let testApp: TestApp;
let platform: Awaited<ReturnType<typeof signInPlatformAdmin>>;
const app = () => testApp.app;
const db = () => app().database.db;

const MUMBAI_GSTIN = '27AAPFU0939F1ZV';
const BENGALURU_GSTIN = '29AAGCB7383J1Z4';
const november = (day: string, time = '11:00:00') => `2026-11-${day}T${time}+05:30`;
const sales: Record<string, Awaited<ReturnType<typeof insertSale>>> = {};

/**
 * November 2026: invoices across states, to registered and unregistered buyers, one B2C large;
 * credit notes to both kinds of buyer, one for an October invoice; and, just outside the month
 * in IST, an invoice and a credit note that must stay out of it.
 */
async function seedSales() {
  const mumbai = await insertOrganisation(db(), 'Kulkarni Textiles', MUMBAI_GSTIN);
  const bengaluru = await insertOrganisation(db(), 'Bhat Traders', BENGALURU_GSTIN);
  const tds = { productCode: 'SMART_TDS', planCode: 'SMART_TDS_5' };
  const epoi = { productCode: 'EPOI', planCode: 'EPOI_GROWTH' };
  sales.october = await insertSale(db(), {
    paidAt: '2026-10-12T10:00:00+05:30',
    stateCode: '27',
    gstin: MUMBAI_GSTIN,
    organisationId: mumbai,
    lines: [{ ...tds, amountPaise: 20_000_00 }],
  });
  sales.renewal = await insertSale(db(), {
    paidAt: november('03'),
    stateCode: '27',
    gstin: MUMBAI_GSTIN,
    organisationId: mumbai,
    lines: [{ ...tds, amountPaise: 20_000_00 }],
  });
  sales.interState = await insertSale(db(), {
    paidAt: november('05'),
    stateCode: '29',
    gstin: BENGALURU_GSTIN,
    organisationId: bengaluru,
    lines: [
      { ...epoi, amountPaise: 45_999_99 },
      { ...tds, amountPaise: 9_999_01 },
    ],
  });
  sales.large = await insertSale(db(), {
    paidAt: november('10'),
    stateCode: '33',
    lines: [{ amountPaise: 1_50_000_00 }],
  });
  sales.smallKerala = await insertSale(db(), {
    paidAt: november('12'),
    stateCode: '32',
    lines: [{ amountPaise: 7_500_50 }],
  });
  sales.smallMumbai = await insertSale(db(), {
    paidAt: november('30', '23:59:00'),
    stateCode: '27',
    lines: [{ amountPaise: 2_00_000_00 }],
  });
  sales.december = await insertSale(db(), {
    paidAt: '2026-12-01T00:10:00+05:30',
    stateCode: '27',
    lines: [{ amountPaise: 1_000_00 }],
  });
  await insertCreditNote(db(), sales.october, 5_000_00, november('02'));
  await insertCreditNote(db(), sales.large, 50_000_00, november('20'));
  await insertCreditNote(db(), sales.smallKerala, 2_500_25, november('21'));
  await insertCreditNote(db(), sales.interState, 1_000_03, '2026-12-01T00:05:00+05:30');
  await insertUnpaidOrder(db(), {
    createdAt: november('25'),
    stateCode: '29',
    lines: [{ ...epoi, amountPaise: 30_000_00 }],
  });
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: PLATFORM_ADMIN_ENV });
  platform = await signInPlatformAdmin(app());
  await seedSales();
});

afterAll(async () => {
  await testApp?.close();
});

type Figures = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/** The month's figures straight from the tables, in SQL, independently of the builder. */
async function issuedInNovember(table: 'invoices' | 'credit_notes'): Promise<Figures> {
  const figures =
    table === 'invoices'
      ? sql`(document->>'subtotalPaise')::bigint, (document->>'cgstPaise')::bigint, (document->>'sgstPaise')::bigint, (document->>'igstPaise')::bigint`
      : sql`taxable_paise, cgst_paise, sgst_paise, igst_paise`;
  const [row] = await rowsOf<Record<string, string | number>>(
    db(),
    sql`select sum(t) as taxable, sum(c) as cgst, sum(s) as sgst, sum(i) as igst from (
      select ${figures}, issued_at from ${sql.identifier(table)}
    ) as issued (t, c, s, i, issued_at)
    where to_char(issued_at at time zone 'Asia/Kolkata', 'YYYY-MM') = '2026-11'`,
  );
  return {
    taxablePaise: Number(row?.taxable),
    cgstPaise: Number(row?.cgst),
    sgstPaise: Number(row?.sgst),
    igstPaise: Number(row?.igst),
  };
}

const gstr1Json = async () => {
  const response = await platform.call(salesApi.gstr1Json, { query: { month: '2026-11' } });
  expect(response.statusCode, response.body).toBe(200);
  // The file as the tool reads it, untyped: the test looks at it the way the tool would.
  return { response, json: JSON.parse(response.body) };
};

describe('GET /api/BackOffice/Gstr1/Json', () => {
  it("adds up exactly to the month's invoices less its credit notes, in every section and the HSN summary", async () => {
    const invoiced = await issuedInNovember('invoices');
    const credited = await issuedInNovember('credit_notes');
    const net = {
      taxablePaise: invoiced.taxablePaise - credited.taxablePaise,
      cgstPaise: invoiced.cgstPaise - credited.cgstPaise,
      sgstPaise: invoiced.sgstPaise - credited.sgstPaise,
      igstPaise: invoiced.igstPaise - credited.igstPaise,
    };
    const { json } = await gstr1Json();
    expect(gstr1JsonTotals(json)).toEqual(net);
    expect(gstr1HsnTotals(json)).toEqual(net);
  });

  it('has the shape of the file the offline tool wrote: keys, types, nesting, dates, decimals', async () => {
    const { response, json } = await gstr1Json();
    expect(shapeMismatches(shapeOf(sample), json)).toEqual([]);
    expect(json).toMatchObject({ gstin: site.gstin, fp: '112026', version: 'GST3.2.4' });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1-${site.gstin}-112026.json"`,
    );
  });

  it('puts each sale in its section, by recipient, place of supply and the ₹1 lakh limit', async () => {
    const { json } = await gstr1Json();
    expect(json.b2b.map((group: { ctin: string }) => group.ctin)).toEqual([
      MUMBAI_GSTIN,
      BENGALURU_GSTIN,
    ]);
    expect(json.b2cl).toEqual([
      expect.objectContaining({
        pos: '33',
        inv: [expect.objectContaining({ inum: sales.large?.invoice.number, val: 177_000 })],
      }),
    ]);
    expect(json.cdnr[0]).toMatchObject({ ctin: MUMBAI_GSTIN, nt: [{ ntty: 'C', val: 5_900 }] });
    expect(json.cdnur).toEqual([expect.objectContaining({ typ: 'B2CL', pos: '33', val: 59_000 })]);
    expect(json.b2cs.map((row: { pos: string; txval: number }) => [row.pos, row.txval])).toEqual([
      ['27', 2_00_000],
      ['32', 5_000.25],
    ]);
    expect(json.doc_issue.doc_det).toEqual([
      expect.objectContaining({
        doc_typ: 'Invoices for outward supply',
        docs: [
          expect.objectContaining({
            from: sales.renewal?.invoice.number,
            to: sales.smallMumbai?.invoice.number,
            totnum: 5,
            cancel: 0,
            net_issue: 5,
          }),
        ],
      }),
      expect.objectContaining({
        doc_typ: 'Credit Note',
        docs: [expect.objectContaining({ totnum: 3 })],
      }),
    ]);
  });

  it('records each download in the audit trail, told as a sentence', async () => {
    await gstr1Json();
    await platform.call(salesApi.gstr1Csv, { query: { month: '2026-11', section: 'b2cl' } });
    const response = await platform.call(auditApi.list, {
      query: { action: 'gstr1_downloaded', pageSize: '10' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [csv, json] = response.json().events;
    expect(csv && auditSentence(csv)).toMatch(
      /downloaded the GSTR-1 data for November 2026: B2C large invoices \(5\), as CSV$/,
    );
    expect(json && auditSentence(json)).toMatch(
      /downloaded the GSTR-1 data for November 2026 as JSON$/,
    );
  });
});

describe('an invoice issued before documents were kept', () => {
  it('is read from its order', async () => {
    const old = await insertSale(db(), {
      paidAt: '2026-09-15T10:00:00+05:30',
      stateCode: '29',
      gstin: BENGALURU_GSTIN,
      lines: [{ productCode: 'EPOI', planCode: 'EPOI_GROWTH', amountPaise: 12_345_00 }],
    });
    await db()
      .update(invoices)
      .set({ document: null, pdf: Buffer.from('%PDF-1.7') })
      .where(eq(invoices.id, old.invoice.id));
    const response = await platform.call(salesApi.gstr1Json, { query: { month: '2026-09' } });
    const json = JSON.parse(response.body);
    expect(json.b2b).toEqual([
      {
        ctin: BENGALURU_GSTIN,
        inv: [
          expect.objectContaining({
            inum: old.invoice.number,
            idt: '15-09-2026',
            val: 14_567.1,
            pos: '29',
            itms: [{ num: 1801, itm_det: { txval: 12_345, rt: 18, iamt: 2_222.1, csamt: 0 } }],
          }),
        ],
      },
    ]);
    expect(json.hsn.hsn_b2b).toEqual([
      expect.objectContaining({ hsn_sc: '997331', txval: 12_345 }),
    ]);
  });
});

describe('GET /api/BackOffice/Gstr1/Csv', () => {
  it('gives one section in the offline tool’s columns', async () => {
    const response = await platform.call(salesApi.gstr1Csv, {
      query: { month: '2026-11', section: 'cdnur' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, end] = response.body.split('\r\n');
    expect(header).toBe(
      'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
    );
    expect(row).toMatch(
      /^B2CL,CN\/26-27\/\d{5},20-Nov-2026,C,33-Tamil Nadu,59000\.00,,18,50000\.00,0\.00$/,
    );
    expect(end).toBe('');
  });

  it('refuses a month that is not one and a section the return does not have', async () => {
    const month = await platform.call(salesApi.gstr1Csv, {
      query: { month: '2026-13', section: 'b2b' },
    });
    expect(month.statusCode).toBe(400);
    expect(JSON.parse(month.body).error.fields).toHaveProperty('month');
    const section = await platform.call(salesApi.gstr1Csv, {
      query: { month: '2026-11', section: 'exp' as 'b2b' },
    });
    expect(section.statusCode).toBe(400);
  });
});

describe('GET /api/BackOffice/Sales', () => {
  it('shows gross sales, refunds and net, by plan, new against renewal, and unpaid orders', async () => {
    const response = await platform.call(salesApi.dashboard, {
      query: { period: 'month', month: '2026-11' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json();
    expect(dashboard.period).toMatchObject({ label: 'November 2026', firstMonth: '2026-11' });
    const invoiced = await issuedInNovember('invoices');
    const credited = await issuedInNovember('credit_notes');
    expect(dashboard.gross).toMatchObject({ documents: 5, ...invoiced });
    // The October invoice's credit note counts in November; the one of 1 December (IST) does not.
    expect(dashboard.refunds).toMatchObject({
      documents: 3,
      ...credited,
      taxablePaise: 5_000_00 + 50_000_00 + 2_500_25,
    });
    expect(dashboard.net.taxablePaise).toBe(invoiced.taxablePaise - credited.taxablePaise);
    expect(dashboard.net.totalPaise).toBe(
      dashboard.gross.totalPaise - dashboard.refunds.totalPaise,
    );
    expect(dashboard.byKind).toEqual([
      {
        kind: 'new',
        lines: 2,
        taxablePaise: 45_999_99 + 9_999_01,
        refundedPaise: 5_000_00,
        netPaise: 45_999_99 + 9_999_01 - 5_000_00,
      },
      {
        kind: 'renewal',
        lines: 1,
        taxablePaise: 20_000_00,
        refundedPaise: 0,
        netPaise: 20_000_00,
      },
      {
        kind: 'advisory',
        lines: 3,
        taxablePaise: 1_50_000_00 + 7_500_50 + 2_00_000_00,
        refundedPaise: 50_000_00 + 2_500_25,
        netPaise: 1_50_000_00 + 7_500_50 + 2_00_000_00 - 50_000_00 - 2_500_25,
      },
    ]);
    expect(dashboard.byPlan).toContainEqual(
      expect.objectContaining({
        planCode: 'SMART_TDS_5',
        lines: 2,
        taxablePaise: 29_999_01,
        refundedPaise: 5_000_00,
        netPaise: 24_999_01,
      }),
    );
    expect(dashboard.unpaid).toEqual({ count: 1, totalPaise: 35_400_00 });
  });

  it('covers the financial quarter or year of the month', async () => {
    const response = await platform.call(salesApi.dashboard, {
      query: { period: 'quarter', month: '2026-11' },
    });
    expect(response.json().gross.documents).toBe(7);
  });
});

const endpoints: [string, EndpointDefinition, object][] = [
  ['the dashboard', salesApi.dashboard, { query: { month: '2026-11' } }],
  ['the trend', salesApi.trend, {}],
  ['the JSON', salesApi.gstr1Json, { query: { month: '2026-11' } }],
  ['a CSV', salesApi.gstr1Csv, { query: { month: '2026-11', section: 'b2b' } }],
];

describe('who may see the sales', () => {
  it.each(endpoints)(
    'refuses %s to an anonymous caller and to customers',
    async (_name, endpoint, input) => {
      const anonymous = await call(app(), endpoint, input as never);
      expect(anonymous.statusCode).toBe(401);
      const admin = await newAdmin(app(), 'Nosy Customer');
      const user = await inviteAndJoin(app(), admin);
      for (const customer of [admin, user]) {
        const response = await customer.call(endpoint, input as never);
        expect(response.statusCode).toBe(403);
      }
      expect((await platform.call(endpoint, input as never)).statusCode).toBe(200);
    },
  );
});
