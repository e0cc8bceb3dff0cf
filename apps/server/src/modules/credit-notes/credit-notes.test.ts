import { refundsApi } from '@prakar/shared/api/refunds';
import { transactionsApi } from '@prakar/shared/api/transactions';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditNotes, invoices } from '#src/db/schema.ts';
import { signIn } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { BILLING_KARNATAKA, buildPaymentsApp } from '#test/commerce-helpers.ts';
import { pdfText } from '#test/pdf-text.ts';
import { paidOrder, requestRefund, settledRefund } from '#test/refund-helpers.ts';
import { expectTaggedPdf } from '#test/tagged-pdf.ts';
import { useTestApp } from '#test/use-test-app.ts';
import {
  as,
  COMPLETE_ORGANISATION,
  newAdmin,
  signInPlatformAdmin,
  useStaffAndCustomer,
} from '#test/users-helpers.ts';

/** 11:55 pm IST on 31 March 2027, the last minutes of the financial year 2026-27. */
let at = new Date('2027-03-31T18:25:00.000Z');
const app = useTestApp({ env: PLATFORM_ADMIN_ENV, now: () => at }, buildPaymentsApp);
const db = () => app().database.db;
const signedIn = useStaffAndCustomer(app);

/** Moves the clock, and signs in again where that leaves the sessions idle too long. */
async function moveClockTo(iso: string) {
  at = new Date(iso);
  signedIn.staff = await signInPlatformAdmin(app());
  const session = await signIn(app(), signedIn.customer.email);
  signedIn.customer = {
    ...signedIn.customer,
    cookie: session.cookie,
    call: as(app(), session.cookie),
  };
}

/** Refunds `rupees` of the order's payment as staff and answers the processed refund's credit note. */
async function refundAndCredit(reference: string, paymentId: string, rupees: string) {
  const response = await requestRefund(signedIn.staff, reference, { paymentId, amount: rupees });
  expect(response.statusCode, response.body).toBe(201);
  const refund = await settledRefund(app(), response.json().id);
  expect(refund.status).toBe('processed');
  const [note] = await db().select().from(creditNotes).where(eq(creditNotes.refundId, refund.id));
  if (!note) throw new Error('No credit note');
  return note;
}

async function invoiceOf(orderId: string) {
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) throw new Error('No invoice');
  return invoice;
}

describe('credit notes', () => {
  it('are numbered in their own series, gap-free, starting again with the financial year', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    expect((await invoiceOf(order.id)).number).toBe('PTA/26-27/00001');
    const first = await refundAndCredit(reference, paymentId, '100');
    const second = await refundAndCredit(reference, paymentId, '200');
    expect([first.number, second.number]).toEqual(['CN/26-27/00001', 'CN/26-27/00002']);

    // 12:02 am IST on 1 April 2027, still 31 March in UTC: the new year's series begins.
    at = new Date('2027-03-31T18:32:00.000Z');
    const rest = (order.totalPaise - 30_000) / 100;
    const third = await refundAndCredit(reference, paymentId, String(rest));
    expect(third).toMatchObject({ number: 'CN/27-28/00001', financialYear: '2027-28' });

    const all = await db()
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, third.invoiceId));
    const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
      all.reduce((total, note) => total + note[key], 0);
    expect([sum('taxablePaise'), sum('cgstPaise'), sum('sgstPaise'), sum('igstPaise')]).toEqual([
      order.subtotalPaise,
      order.cgstPaise,
      order.sgstPaise,
      order.igstPaise,
    ]);
  });

  it('print the particulars of Rule 53(1A) in a tagged PDF the customer and staff can download', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    const invoice = await invoiceOf(order.id);
    const note = await refundAndCredit(reference, paymentId, String(order.totalPaise / 100));
    const download = await signedIn.customer.call(transactionsApi.creditNotePdf, {
      params: { creditNoteId: note.id },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(
      `Credit-note-${note.number.replaceAll('/', '-')}.pdf`,
    );
    const pdf = download.rawPayload;
    await expectTaggedPdf(pdf, { title: `Credit note ${note.number}` });
    const text = await pdfText(pdf);
    for (const particular of [
      'Credit Note',
      note.number,
      invoice.number,
      'GSTIN: 27', // the supplier's, in Maharashtra
      `GSTIN: ${COMPLETE_ORGANISATION.gstin}`,
      'CGST @ 9%',
      'SGST @ 9%',
      'Taxable value',
      'Authorised signatory',
    ]) {
      expect(text).toContain(particular);
    }
    const staffCopy = await signedIn.staff.call(refundsApi.creditNotePdf, {
      params: { creditNoteId: note.id },
    });
    expect(staffCopy.rawPayload.equals(pdf)).toBe(true);

    const stranger = await newAdmin(app(), 'Another Firm');
    const refused = await stranger.call(transactionsApi.creditNotePdf, {
      params: { creditNoteId: note.id },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('credit IGST alone, and name an unregistered recipient with address and state', async () => {
    const { order, paymentId, reference } = await paidOrder(
      app(),
      signedIn.customer,
      undefined,
      BILLING_KARNATAKA,
    );
    const note = await refundAndCredit(reference, paymentId, String(order.totalPaise / 100));
    expect(note).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: order.igstPaise });
    const text = await pdfText(
      (await signedIn.staff.call(refundsApi.creditNotePdf, { params: { creditNoteId: note.id } }))
        .rawPayload,
    );
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain(BILLING_KARNATAKA.city);
    expect(text).toContain('IGST @ 18%');
  });

  it('are refused for an earlier year’s invoice after 30 November of the following year', async () => {
    await moveClockTo('2027-03-31T18:20:00.000Z');
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    expect((await invoiceOf(order.id)).financialYear).toBe('2026-27');

    // 11:30 pm IST on 30 November 2027: the last day.
    await moveClockTo('2027-11-30T18:00:00.000Z');
    await refundAndCredit(reference, paymentId, '100');

    // 12:10 am IST on 1 December 2027.
    await moveClockTo('2027-11-30T18:40:00.000Z');
    const refused = await requestRefund(signedIn.staff, reference, { paymentId, amount: '100' });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as unknown as ApiErrorBody).error.message).toBe(
      `A refund of this order needs a GST credit note against invoice ${(await invoiceOf(order.id)).number} of the financial year 2026-27, and Section 34(2) of the CGST Act allows none after 30 November 2027.`,
    );
  });
});
