import { transactionsApi } from '@prakar/shared/api/transactions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices } from '#src/db/schema.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { BILLING_KARNATAKA, buildPaymentsApp, placeOrder } from '#test/commerce-helpers.ts';
import { csvRecords } from '#test/csv-rows.ts';
import { paidOrder, requestRefund, settledRefund } from '#test/refund-helpers.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { COMPLETE_ORGANISATION, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

/*
 * The export as a customer's accountant reads it to claim input tax credit: each tax invoice and
 * credit note with its number, date, the GSTIN billed, the place of supply and the tax heads
 * apart, exactly as the document shows them.
 */

const { clock, app } = useTestAppWithClock(
  // Noon in India on 20 November 2026.
  { start: new Date('2026-11-20T06:30:00.000Z'), env: PLATFORM_ADMIN_ENV },
  buildPaymentsApp,
);

let header: string[];
let rows: Record<string, string | undefined>[];
let intra: Awaited<ReturnType<typeof paidOrder>>;
let inter: Awaited<ReturnType<typeof paidOrder>>;

async function invoiceOf(orderId: string) {
  const [invoice] = await app()
    .database.db.select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (!invoice?.document) throw new Error(`Order ${orderId} has no invoice document.`);
  return { ...invoice, document: invoice.document };
}

beforeAll(async () => {
  const buyer = await newAdmin(app(), 'Kulkarni Textiles');
  intra = await paidOrder(app(), buyer, [{ planCode: 'SMART_TDS_5', quantity: 1 }]);
  clock.advance(60_000);
  inter = await paidOrder(
    app(),
    buyer,
    [{ planCode: 'SMART_TDS_SINGLE', quantity: 2 }],
    BILLING_KARNATAKA,
    'upi',
  );
  clock.advance(60_000);
  const staff = await signInPlatformAdmin(app());
  const refund = await requestRefund(staff, intra.reference, {
    paymentId: intra.paymentId,
    amount: '1,180',
  });
  expect(refund.statusCode, refund.body).toBe(201);
  expect((await settledRefund(app(), refund.json().id)).status).toBe('processed');

  const download = await buyer.call(transactionsApi.exportCsv, { body: {} });
  expect(download.statusCode, download.body).toBe(200);
  ({ header, records: rows } = csvRecords(download.body));
});

function documentRow(number: string) {
  return rows.find((row) => row['Document number'] === number);
}

/** The cells that say which order a row of the first buyer's intra-state order belongs to. */
const intraOrder = () => ({
  Order: intra.order.number,
  'Placed (IST)': '2026-11-20 12:00:00 IST',
  Organisation: 'Kulkarni Textiles',
  'Billed to': COMPLETE_ORGANISATION.legalName,
  For: 'Smart TDS: Up to 5 TANs plan, 1 year',
});

describe('the transactions CSV, for the accountant', () => {
  it('names each document and the tax heads apart', () => {
    expect(header).toEqual(
      expect.arrayContaining(['Document', 'GSTIN billed to', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)']),
    );
    expect(new Set(header).size, 'each column once').toBe(header.length);
  });

  it('gives an intra-state invoice its CGST and SGST as the invoice shows them', async () => {
    const invoice = await invoiceOf(intra.order.id);
    expect(documentRow(invoice.number)).toMatchObject({
      ...intraOrder(),
      'Order total (₹)': '41298.82',
      Document: 'Tax invoice',
      'Document date (IST)': '2026-11-20',
      Invoice: invoice.number,
      'GSTIN billed to': COMPLETE_ORGANISATION.gstin,
      'Place of supply': '27-Maharashtra',
      'Taxable value (₹)': '34999.00',
      'CGST (₹)': '3149.91',
      'SGST (₹)': '3149.91',
      'IGST (₹)': '0.00',
      'Document total (₹)': '41298.82',
    });
    const { document } = invoice;
    expect([
      document.subtotalPaise,
      document.cgstPaise,
      document.sgstPaise,
      document.igstPaise,
    ]).toEqual([3_499_900, 314_991, 314_991, 0]);
  });

  it('gives an inter-state invoice its IGST alone, and no GSTIN where none was billed', async () => {
    const invoice = await invoiceOf(inter.order.id);
    expect(documentRow(invoice.number)).toMatchObject({
      Status: 'Paid',
      'Paid (IST)': '2026-11-20 12:01:00 IST',
      'Payment method': 'UPI',
      'Payment id': inter.paymentId,
      Document: 'Tax invoice',
      Invoice: invoice.number,
      'GSTIN billed to': '',
      'Place of supply': '29-Karnataka',
      'Taxable value (₹)': '19998.00',
      'CGST (₹)': '0.00',
      'SGST (₹)': '0.00',
      'IGST (₹)': '3599.64',
      'Document total (₹)': '23597.64',
    });
    expect(invoice.document.igstPaise).toBe(359_964);
  });

  it('lists a credit note after its invoice, with the tax it reverses as negative figures', async () => {
    const invoice = await invoiceOf(intra.order.id);
    const [note] = await app()
      .database.db.select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    if (!note) throw new Error('The refund has no credit note.');
    expect([note.taxablePaise, note.cgstPaise, note.sgstPaise, note.totalPaise]).toEqual([
      100_000, 9_000, 9_000, 118_000,
    ]);
    const at = rows.findIndex((row) => row['Document number'] === note.number);
    expect(rows[at - 1]?.['Document number'], 'right after the invoice it reduces').toBe(
      invoice.number,
    );
    // The order's payment is on the invoice's row alone, so the order totals add up once.
    expect(rows[at]).toEqual({
      ...intraOrder(),
      'Order total (₹)': '',
      Status: '',
      'Paid (IST)': '',
      'Payment method': '',
      'Payment id': '',
      Document: 'Credit note',
      'Document number': note.number,
      'Document date (IST)': '2026-11-20',
      Invoice: invoice.number,
      'GSTIN billed to': COMPLETE_ORGANISATION.gstin,
      'Place of supply': '27-Maharashtra',
      'Taxable value (₹)': '-1000.00',
      'CGST (₹)': '-90.00',
      'SGST (₹)': '-90.00',
      'IGST (₹)': '0.00',
      'Document total (₹)': '-1180.00',
    });
  });

  it('leaves the document’s cells empty for an order without an invoice, and keeps its order total', async () => {
    const buyer = await newAdmin(app(), 'Unpaid Works');
    const order = await placeOrder(buyer);
    const download = await buyer.call(transactionsApi.exportCsv, { body: {} });
    const [row] = csvRecords(download.body).records;
    expect(row).toMatchObject({
      Order: order.number,
      'Order total (₹)': '41298.82',
      Status: 'Awaiting payment',
    });
    const documentColumns = header.slice(header.indexOf('Document'));
    expect(documentColumns).toHaveLength(11);
    expect(documentColumns.map((column) => row?.[column])).toEqual(Array(11).fill(''));
  });
});
