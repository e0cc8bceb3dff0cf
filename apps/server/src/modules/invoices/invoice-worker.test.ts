import { transactionsApi } from '@prakar/shared/api/transactions';
import { financialYearOf } from '@prakar/shared/ist-calendar';
import { site } from '@prakar/shared/site';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceSequences, invoices, outboundMail } from '#src/db/schema.ts';
import { orderRecords } from '#src/modules/orders/order-records.ts';
import {
  payThroughGateway,
  placeOrder,
  setWebhooks,
  useTwoPaymentsInstances,
} from '#test/commerce-helpers.ts';
import { pdfText } from '#test/pdf-text.ts';
import { newAdmin } from '#test/users-helpers.ts';
import { invoiceNumber } from './financial-year.ts';
import { issueInvoice } from './issue-invoice.ts';

const apps = useTwoPaymentsInstances();
let buyer: Awaited<ReturnType<typeof newAdmin>>;

beforeAll(async () => {
  // Only the browser's return settles payments here, so nothing arrives later by webhook.
  await setWebhooks(apps.first.app, { mode: 'drop' });
  buyer = await newAdmin(apps.first.app, 'Invoice Worker Traders');
});

const db = () => apps.first.app.database.db;

/** Places and pays an order through the browser's return; returns the order's id. */
async function paidOrder(): Promise<string> {
  const order = await placeOrder(buyer, [{ planCode: 'SMART_TDS_5', quantity: 1 }]);
  await payThroughGateway(apps.first.app, buyer, order.id);
  return order.id;
}

async function invoiceOf(orderId: string) {
  const [row] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!row) throw new Error(`Order ${orderId} has no invoice.`);
  return row;
}

const invoiceMailsOf = (number: string) =>
  db()
    .select()
    .from(outboundMail)
    .where(like(outboundMail.subject, `%tax invoice ${number} %`));

const download = (invoiceId: string) =>
  buyer.call(transactionsApi.invoicePdf, { params: { invoiceId } });

describe('the invoice of a payment', () => {
  it('is issued as a document without a PDF, which a download renders and the mail then carries', async () => {
    const invoice = await invoiceOf(await paidOrder());
    expect(invoice).toMatchObject({ pdf: null, mailPending: true });

    const response = await download(invoice.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice No. ${invoice.number}`);
    expect(text).toContain(site.legalName);
    const stored = await invoiceOf(invoice.orderId);
    expect(stored.pdf?.equals(response.rawPayload)).toBe(true);
    // The download rendered the PDF, but the mail is still to go: the worker sends that PDF.
    expect(stored.mailPending).toBe(true);
    expect(await invoiceMailsOf(invoice.number)).toEqual([]);

    expect(await apps.first.app.jobs.drain('invoices')).toEqual({ mailed: 1, failed: 0 });
    const [mail, ...more] = await invoiceMailsOf(invoice.number);
    expect(more).toEqual([]);
    expect(mail?.to).toBe(buyer.email);
    expect(mail?.attachments[0]?.content).toBe(response.rawPayload.toString('base64'));
    expect((await invoiceOf(invoice.orderId)).mailPending).toBe(false);
    const again = await download(invoice.id);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('prints the seller as the document recorded it, not as the site describes the firm today', async () => {
    const invoice = await invoiceOf(await paidOrder());
    const oldOffice = ['Office 4, Old Mill Compound', 'Lower Parel, Mumbai 400013'];
    await db()
      .update(invoices)
      .set({
        document: sql`jsonb_set(${invoices.document}, '{seller,address}', ${JSON.stringify(oldOffice)}::jsonb)`,
      })
      .where(eq(invoices.id, invoice.id));

    await apps.first.app.jobs.drain('invoices');
    const [mail] = await invoiceMailsOf(invoice.number);
    const attached = Buffer.from(mail?.attachments[0]?.content ?? '', 'base64');
    const text = await pdfText(attached);
    expect(text).toContain('Office 4, Old Mill Compound');
    expect(text).not.toContain(site.address.line1);
    expect((await download(invoice.id)).rawPayload.equals(attached)).toBe(true);
  });

  it('is rendered and mailed once when two server instances run the worker at once', async () => {
    const orderIds = [];
    for (let count = 0; count < 6; count += 1) orderIds.push(await paidOrder());
    const [a, b] = await Promise.all([
      apps.first.app.jobs.drain('invoices'),
      apps.second.jobs.drain('invoices'),
    ]);
    expect(a.failed + b.failed).toBe(0);
    expect(a.mailed + b.mailed).toBe(6);

    const issued = await db().select().from(invoices).where(inArray(invoices.orderId, orderIds));
    expect(issued.map((row) => row.mailPending)).toEqual(Array(6).fill(false));
    for (const invoice of issued) {
      const mails = await invoiceMailsOf(invoice.number);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.attachments[0]?.content).toBe(invoice.pdf?.toString('base64'));
    }
    expect(await apps.first.app.jobs.drain('invoices')).toEqual({ mailed: 0, failed: 0 });
  });
  it('leaves an invoice that cannot be rendered for the next pass without holding up the others', async () => {
    const broken = await invoiceOf(await paidOrder());
    const fine = await invoiceOf(await paidOrder());
    // Figures that do not add up: the renderer refuses them rather than print a wrong invoice.
    const setTotal = (totalPaise: number) =>
      db()
        .update(invoices)
        .set({
          document: sql`jsonb_set(${invoices.document}, '{totalPaise}', ${totalPaise}::text::jsonb)`,
        })
        .where(eq(invoices.id, broken.id));
    await setTotal((broken.document?.totalPaise ?? 0) + 1);

    expect(await apps.first.app.jobs.drain('invoices')).toEqual({ mailed: 1, failed: 1 });
    expect(await invoiceMailsOf(fine.number)).toHaveLength(1);
    expect(await invoiceOf(broken.orderId)).toMatchObject({ pdf: null, mailPending: true });

    await setTotal(broken.document?.totalPaise ?? 0);
    expect(await apps.first.app.jobs.drain('invoices')).toEqual({ mailed: 1, failed: 0 });
    expect(await invoiceMailsOf(broken.number)).toHaveLength(1);
  });
});

describe('invoice numbers', () => {
  it('go back to the series when the paying transaction rolls back', async () => {
    const before = await invoiceOf(await paidOrder());
    const order = await placeOrder(buyer, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const records = orderRecords(db());
    const [row, lines] = [await records.findById(order.id), await records.linesOf(order.id)];
    if (!row) throw new Error('The order was not written.');
    const rolledBack = db().transaction(async (tx) => {
      const issued = await issueInvoice(
        tx,
        { order: row, lines },
        { id: 'pay_X', method: 'card' },
        new Date(),
      );
      expect(issued.number).not.toBe(before.number);
      throw new Error('the payment failed after its invoice was issued');
    });
    await expect(rolledBack).rejects.toThrow('the payment failed');

    await payThroughGateway(apps.first.app, buyer, order.id);
    const after = await invoiceOf(order.id);
    expect(after.financialYear).toBe(before.financialYear);
    expect(after.sequence).toBe(before.sequence + 1);
  });

  it('take a sixth digit after 99,999, in the row and in the printed document alike', async () => {
    const records = orderRecords(db());
    const bought = await Promise.all(
      [1, 2].map(async () => {
        const order = await placeOrder(buyer, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
        const row = await records.findById(order.id);
        if (!row) throw new Error('The order was not written.');
        return { order: row, lines: await records.linesOf(order.id) };
      }),
    );
    const at = new Date();
    const financialYear = financialYearOf(at);
    const issued = db().transaction(async (tx) => {
      await tx
        .insert(invoiceSequences)
        .values({ financialYear, lastNumber: 99_998 })
        .onConflictDoUpdate({
          target: invoiceSequences.financialYear,
          set: { lastNumber: 99_998 },
        });
      const numbers: (string | number | undefined)[][] = [];
      for (const one of bought) {
        const { id, number } = await issueInvoice(tx, one, { id: 'pay_X', method: 'card' }, at);
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
        numbers.push([number, row?.sequence, row?.document?.number]);
      }
      // Leaves the series as the other tests found it.
      throw new RolledBack(numbers);
    });
    const { numbers } = (await issued.catch((error) => error)) as RolledBack;
    expect(numbers).toEqual([
      [invoiceNumber(financialYear, 99_999), 99_999, invoiceNumber(financialYear, 99_999)],
      [invoiceNumber(financialYear, 100_000), 100_000, invoiceNumber(financialYear, 100_000)],
    ]);
    expect(numbers[1]?.[0]).toMatch(/^PTA\/\d\d-\d\d\/100000$/);
  });
});

class RolledBack extends Error {
  constructor(readonly numbers: (string | number | undefined)[][]) {
    super('rolled back');
  }
}
