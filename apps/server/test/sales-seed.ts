import { randomUUID } from 'node:crypto';
import { gstBreakdown, SAC } from '@prakar/shared/gst';
import { financialYearOf, istDay } from '@prakar/shared/ist-calendar';
import type { Database } from '#src/db/client.ts';
import {
  creditNotes,
  invoices,
  orderLines,
  orders,
  organisations,
  payments,
  refunds,
  subscriptions,
} from '#src/db/schema.ts';
import { storedDocument } from '#src/modules/billing-documents/invoice-document.ts';
import { invoiceNumber } from '#src/modules/invoices/financial-year.ts';
import { invoiceDocument } from '#src/modules/invoices/issue-invoice.ts';

/*
 * Sales written straight into the tables, as settling payments and issuing refunds leave them:
 * paid orders with their lines, payment and invoice (its document made by the product's own
 * `invoiceDocument`), processed refunds with their credit notes, and unpaid orders.
 */

export interface SaleLineSeed {
  productCode?: string;
  planCode?: string;
  amountPaise: number;
}

export interface SaleSeed {
  /** An ISO time with its offset, '2026-11-05T11:00:00+05:30'. */
  paidAt: string;
  stateCode: string;
  gstin?: string;
  organisationId?: string;
  lines: SaleLineSeed[];
}

let invoiceSequence = 0;
let noteSequence = 0;

export async function insertOrganisation(db: Database, name: string, gstin?: string) {
  const [row] = await db
    .insert(organisations)
    .values({ name, legalName: `${name} Private Limited`, gstin: gstin ?? null })
    .returning({ id: organisations.id });
  if (!row) throw new Error('No organisation row.');
  return row.id;
}

async function insertOrder(
  db: Database,
  seed: Omit<SaleSeed, 'paidAt'> & { createdAt: Date; paidAt: Date | null },
) {
  const subtotal = seed.lines.reduce((total, line) => total + line.amountPaise, 0);
  const tax = gstBreakdown(subtotal, seed.stateCode);
  const [order] = await db
    .insert(orders)
    .values({
      reference: randomUUID(),
      kind: seed.lines.some((line) => line.planCode) ? 'subscription' : 'advisory',
      status: seed.paidAt ? 'paid' : 'awaiting_payment',
      organisationId: seed.organisationId ?? null,
      buyerName: seed.gstin ? 'Registered Buyer Private Limited' : 'Asha Rao',
      buyerEmail: `${randomUUID()}@example.com`,
      buyerGstin: seed.gstin ?? null,
      buyerAddress: { line1: '12 MG Road', line2: '', city: 'Somewhere', pinCode: null },
      buyerStateCode: seed.stateCode,
      subtotalPaise: subtotal,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      igstPaise: tax.igstPaise,
      totalPaise: tax.totalPaise,
      createdAt: seed.createdAt,
      paidAt: seed.paidAt,
    })
    .returning();
  if (!order) throw new Error('No order row.');
  const lines = await db
    .insert(orderLines)
    .values(
      seed.lines.map((line, index) => ({
        orderId: order.id,
        lineNo: index + 1,
        productCode: line.productCode ?? null,
        planCode: line.planCode ?? null,
        description: line.planCode ?? 'Advisory fee',
        sac: line.planCode ? SAC.software : SAC.advisory,
        quantity: 1,
        unitPricePaise: line.amountPaise,
        amountPaise: line.amountPaise,
      })),
    )
    .returning();
  return { order, lines };
}

/** A paid order and its invoice; the organisation's subscription starts with its first. */
export async function insertSale(db: Database, seed: SaleSeed) {
  const paidAt = new Date(seed.paidAt);
  const { order, lines } = await insertOrder(db, {
    ...seed,
    createdAt: new Date(paidAt.getTime() - 3_600_000),
    paidAt,
  });
  const payment = { id: `pay_${randomUUID().slice(0, 14)}`, method: 'card' };
  await db.insert(payments).values({
    ...payment,
    orderId: order.id,
    status: 'captured',
    amountPaise: order.totalPaise,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  invoiceSequence += 1;
  const financialYear = financialYearOf(paidAt);
  const number = invoiceNumber(financialYear, invoiceSequence);
  const [invoice] = await db
    .insert(invoices)
    .values({
      number,
      financialYear,
      sequence: invoiceSequence,
      orderId: order.id,
      issuedAt: paidAt,
      document: storedDocument(invoiceDocument(order, lines, payment, number, paidAt)),
    })
    .returning();
  if (!invoice) throw new Error('No invoice row.');
  if (seed.organisationId) {
    for (const line of lines) {
      if (!line.productCode || !line.planCode) continue;
      await db
        .insert(subscriptions)
        .values({
          organisationId: seed.organisationId,
          productCode: line.productCode,
          planCode: line.planCode,
          limitUnit: 'PAN',
          startsOn: istDay(paidAt),
          endsOn: '2030-03-31',
          createdAt: paidAt,
          updatedAt: paidAt,
        })
        .onConflictDoNothing();
    }
  }
  return { order, invoice, paymentId: payment.id };
}

/** An order placed at `createdAt` and not paid. */
export async function insertUnpaidOrder(
  db: Database,
  seed: Omit<SaleSeed, 'paidAt'> & { createdAt: string },
) {
  const { order } = await insertOrder(db, {
    ...seed,
    createdAt: new Date(seed.createdAt),
    paidAt: null,
  });
  return order;
}

/**
 * A refund of `taxablePaise` plus its GST, processed at `at`, and the credit note issued for it:
 * the tax reversed in the invoice's own split. The refund is of the whole order, or of the line
 * numbered `orderLineNo`.
 */
export async function insertCreditNote(
  db: Database,
  sale: Awaited<ReturnType<typeof insertSale>>,
  taxablePaise: number,
  at: string,
  orderLineNo: number | null = null,
) {
  const issuedAt = new Date(at);
  const tax = gstBreakdown(taxablePaise, sale.order.buyerStateCode);
  const [refund] = await db
    .insert(refunds)
    .values({
      receipt: randomUUID(),
      paymentId: sale.paymentId,
      orderId: sale.order.id,
      orderLineNo,
      amountPaise: tax.totalPaise,
      reason: 'Bought by mistake',
      speedRequested: 'normal',
      status: 'processed',
      createdAt: issuedAt,
      updatedAt: issuedAt,
      processedAt: issuedAt,
    })
    .returning({ id: refunds.id });
  if (!refund) throw new Error('No refund row.');
  noteSequence += 1;
  const financialYear = financialYearOf(issuedAt);
  const [note] = await db
    .insert(creditNotes)
    .values({
      number: `CN/${financialYear.slice(2)}/${String(noteSequence).padStart(5, '0')}`,
      financialYear,
      sequence: noteSequence,
      invoiceId: sale.invoice.id,
      refundId: refund.id,
      issuedAt,
      taxablePaise,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      igstPaise: tax.igstPaise,
      totalPaise: tax.totalPaise,
    })
    .returning();
  if (!note) throw new Error('No credit note row.');
  return note;
}
