import { transactionsApi } from '@prakar/shared/api/transactions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices } from '#src/db/schema.ts';
import { createFakeClock } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { BILLING_KARNATAKA, buildPaymentsApp, placeOrder } from '#test/commerce-helpers.ts';
import { csvRows } from '#test/csv-rows.ts';
import { paidOrder, requestRefund, settledRefund } from '#test/refund-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { COMPLETE_ORGANISATION, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

/*
 * The export as a customer's accountant reads it to claim input tax credit: each tax invoice and
 * credit note with its number, date, the GSTIN billed, the place of supply and the tax heads
 * apart, exactly as the document shows them.
 */

/** Noon in India on 20 November 2026. */
const clock = createFakeClock(new Date('2026-11-20T06:30:00.000Z'));
const app = useTestApp({ env: PLATFORM_ADMIN_ENV, now: clock.now }, buildPaymentsApp);

const HEADER = [
  'Order',
  'Placed (IST)',
  'Organisation',
  'Billed to',
  'For',
  'Order total (₹)',
  'Status',
  'Paid (IST)',
  'Payment method',
  'Payment id',
  'Document',
  'Document number',
  'Document date (IST)',
  'Invoice',
  'GSTIN billed to',
  'Place of supply',
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Document total (₹)',
];

let rows: string[][];
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
  rows = csvRows(download.body);
});

describe('the transactions CSV, for the accountant', () => {
  it('names each document and the tax heads apart', () => {
    expect(rows[0]).toEqual(HEADER);
  });

  it('gives an intra-state invoice its CGST and SGST as the invoice shows them', async () => {
    const invoice = await invoiceOf(intra.order.id);
    const row = rows.find((cells) => cells[11] === invoice.number);
    expect(row?.slice(0, 6)).toEqual([
      intra.order.number,
      '2026-11-20 12:00:00 IST',
      'Kulkarni Textiles',
      COMPLETE_ORGANISATION.legalName,
      'Smart TDS: Up to 5 TANs plan, 1 year',
      '41298.82',
    ]);
    expect(row?.slice(10)).toEqual([
      'Tax invoice',
      invoice.number,
      '2026-11-20',
      invoice.number,
      COMPLETE_ORGANISATION.gstin,
      '27-Maharashtra',
      '34999.00',
      '3149.91',
      '3149.91',
      '0.00',
      '41298.82',
    ]);
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
    const row = rows.find((cells) => cells[11] === invoice.number);
    expect(row?.slice(6, 10)).toEqual(['Paid', '2026-11-20 12:01:00 IST', 'UPI', inter.paymentId]);
    expect(row?.slice(10)).toEqual([
      'Tax invoice',
      invoice.number,
      '2026-11-20',
      invoice.number,
      '',
      '29-Karnataka',
      '19998.00',
      '0.00',
      '0.00',
      '3599.64',
      '23597.64',
    ]);
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
    const at = rows.findIndex((cells) => cells[11] === note.number);
    expect(rows[at - 1]?.[11], 'right after the invoice it reduces').toBe(invoice.number);
    expect(rows[at]).toEqual([
      intra.order.number,
      '2026-11-20 12:00:00 IST',
      'Kulkarni Textiles',
      COMPLETE_ORGANISATION.legalName,
      'Smart TDS: Up to 5 TANs plan, 1 year',
      '',
      '',
      '',
      '',
      '',
      'Credit note',
      note.number,
      '2026-11-20',
      invoice.number,
      COMPLETE_ORGANISATION.gstin,
      '27-Maharashtra',
      '-1000.00',
      '-90.00',
      '-90.00',
      '0.00',
      '-1180.00',
    ]);
  });

  it('leaves the document’s cells empty for an order without an invoice, and keeps its order total', async () => {
    const buyer = await newAdmin(app(), 'Unpaid Works');
    const order = await placeOrder(buyer);
    const download = await buyer.call(transactionsApi.exportCsv, { body: {} });
    const [, row] = csvRows(download.body);
    expect(row?.[0]).toBe(order.number);
    expect(row?.slice(5, 7)).toEqual(['41298.82', 'Awaiting payment']);
    expect(row?.slice(10)).toEqual(Array(11).fill(''));
  });
});
