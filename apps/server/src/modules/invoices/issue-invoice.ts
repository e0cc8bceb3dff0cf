import { stateName } from '@prakar/shared/indian-states';
import { financialYearOf } from '@prakar/shared/ist-calendar';
import { PAYMENT_METHOD_LABELS } from '@prakar/shared/transactions';
import type { Transaction } from '#src/db/client.ts';
import {
  firmAsSeller,
  type InvoiceDocument,
  type InvoiceParty,
  storedDocument,
} from '#src/modules/billing-documents/invoice-document.ts';
import type { OrderLineRow, OrderRow } from '#src/modules/orders/order-records.ts';
import { orderNumber } from '#src/modules/orders/order-view.ts';
import { createInvoicesRepository } from './invoices-repository.ts';

/** A code with no name (none should reach an order) is printed as its number, not left blank. */
const printedStateName = (code: string) => stateName(code) ?? `State ${code}`;

function buyerOf(order: OrderRow): InvoiceParty {
  const address = order.buyerAddress;
  return {
    name: order.buyerName,
    gstin: order.buyerGstin,
    pan: order.buyerPan,
    address: address
      ? [address.line1, address.line2, [address.city, address.pinCode].filter(Boolean).join(' ')]
          .map((line) => line.trim())
          .filter(Boolean)
      : [],
    stateCode: order.buyerStateCode,
    stateName: printedStateName(order.buyerStateCode),
    email: order.buyerEmail,
  };
}

/** What the tax invoice of a paid order prints, numbered `number` and issued `at`. */
export function invoiceDocument(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  payment: { id: string; method: string },
  number: string,
  at: Date,
): InvoiceDocument {
  return {
    number,
    issuedAt: at,
    orderNumber: orderNumber(order.number),
    paymentReference: payment.id,
    paymentMethod: PAYMENT_METHOD_LABELS[payment.method] ?? payment.method,
    seller: firmAsSeller,
    buyer: buyerOf(order),
    placeOfSupply: {
      stateCode: order.buyerStateCode,
      stateName: printedStateName(order.buyerStateCode),
    },
    lines: lines.map((line) => ({
      description: line.description,
      sac: line.sac,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      amountPaise: line.amountPaise,
    })),
    subtotalPaise: order.subtotalPaise,
    cgstPaise: order.cgstPaise,
    sgstPaise: order.sgstPaise,
    igstPaise: order.igstPaise,
    totalPaise: order.totalPaise,
  };
}

/**
 * Issues the GST tax invoice of an order being paid, inside the paying transaction: the next
 * number of the financial year and the invoice with its document, to be rendered and mailed by
 * the invoice worker once the payment has committed. Call it last before the commit: the number's
 * counter row stays locked until then. If the transaction rolls back, the number goes back.
 */
export async function issueInvoice(
  tx: Transaction,
  bought: { order: OrderRow; lines: readonly OrderLineRow[] },
  payment: { id: string; method: string },
  at: Date,
): Promise<{ id: string; number: string }> {
  // The number is the counter's, written in by the statement that takes it.
  const document = invoiceDocument(bought.order, bought.lines, payment, '', at);
  return createInvoicesRepository(tx).insertNumbered({
    financialYear: financialYearOf(at),
    orderId: bought.order.id,
    issuedAt: at,
    document: storedDocument(document),
  });
}
