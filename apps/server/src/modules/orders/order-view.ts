import { SELLER_STATE_CODE } from '@prakar/shared/gst';
import { isOrderOpen, type Order } from '@prakar/shared/orders';
import type { OrderLineRow, OrderRow } from './orders-repository.ts';

/** `ORD-000042`: the number people read out on the phone. */
export const orderNumber = (number: number) => `ORD-${String(number).padStart(6, '0')}`;

/** When an order can still be paid until; null once it is closed or when it never expires. */
export function payByOf(row: Pick<OrderRow, 'status' | 'expiresAt'>): string | null {
  return isOrderOpen(row.status) && row.expiresAt ? row.expiresAt.toISOString() : null;
}

/** A one-line summary of what an order is for, for lists and the payment page. */
export function describeLines(lines: readonly Pick<OrderLineRow, 'description'>[]): string {
  return lines.map((line) => line.description).join('; ');
}

/** Who the order is billed to, as its invoice names them. */
export function buyerOf(row: OrderRow): Order['buyer'] {
  return {
    name: row.buyerName,
    email: row.buyerEmail,
    gstin: row.buyerGstin,
    pan: row.buyerPan,
    stateCode: row.buyerStateCode,
  };
}

export function priceLineOf(line: OrderLineRow): Order['lines'][number] {
  return {
    planCode: line.planCode,
    productCode: line.productCode as Order['lines'][number]['productCode'],
    description: line.description,
    sac: line.sac,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    amountPaise: line.amountPaise,
  };
}

/** The order's amounts, its GST split as it was priced. */
export function amountsOf(row: OrderRow) {
  return {
    subtotalPaise: row.subtotalPaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
  };
}

export function toOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  invoice: { id: string; number: string } | undefined,
): Order {
  return {
    id: row.id,
    number: orderNumber(row.number),
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    payBy: payByOf(row),
    buyer: buyerOf(row),
    lines: lines.map(priceLineOf),
    ...amountsOf(row),
    supply: row.buyerStateCode === SELLER_STATE_CODE ? 'intra-state' : 'inter-state',
    placeOfSupply: row.buyerStateCode,
    invoice: invoice ?? null,
  };
}
