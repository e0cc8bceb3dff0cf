import { ERROR_CODES } from '@prakar/shared/api-error';
import type { CartItem, CartLine } from '@prakar/shared/cart';
import { gstBreakdown, SAC } from '@prakar/shared/gst';
import type { PriceBreakdown, PriceLine } from '@prakar/shared/orders';
import type { Executor } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import { catalogueRecords } from '#src/modules/catalogue/catalogue-records.ts';
import { priceItems, subtotalOf } from '#src/modules/catalogue/price-items.ts';

/** A priced line with what a paid order grants: the plan's limit as it is today. */
export interface OrderLineDraft extends PriceLine {
  limitUnit: string | null;
  limitValue: number | null;
}

export interface PricedOrder {
  lines: OrderLineDraft[];
  breakdown: PriceBreakdown;
}

const years = (count: number) => (count === 1 ? '1 year' : `${count} years`);

const notSold = (what: string) =>
  new HttpError(
    409,
    ERROR_CODES.conflict,
    `${what} is no longer sold. Please remove it from your cart and choose another plan.`,
  );

/**
 * Prices items from the catalogue in the database (never from the browser, never from a cache)
 * and adds GST for the buyer's state. A plan that is unknown or withdrawn stops the order with a
 * message that says which one.
 */
export async function priceOrder(
  db: Executor,
  items: readonly CartItem[],
  stateCode: string,
): Promise<PricedOrder> {
  const plans = await catalogueRecords(db).findPlans(items.map((item) => item.planCode));
  const missing = items.find((item) => !plans.some((plan) => plan.code === item.planCode));
  if (missing) throw notSold(`The plan ${missing.planCode}`);
  const cartLines = priceItems(items, plans);
  const withdrawn = cartLines.find((line) => !line.isAvailable);
  if (withdrawn) throw notSold(`The ${withdrawn.planName} plan of ${withdrawn.productName}`);

  return pricedLines(cartLines, stateCode);
}

/** An order's lines and GST from cart lines already priced from the catalogue. */
export function pricedLines(cartLines: readonly CartLine[], stateCode: string): PricedOrder {
  const lines: OrderLineDraft[] = cartLines.map((line) => ({
    planCode: line.planCode,
    productCode: line.productCode,
    description: `${line.productName}: ${line.planName} plan, ${years(line.quantity)}`,
    sac: SAC.software,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    amountPaise: line.amountPaise,
    limitUnit: line.limitUnit,
    limitValue: line.limitValue,
  }));
  return { lines, breakdown: breakdownOf(lines, stateCode) };
}

/** The price breakdown of lines for a buyer in `stateCode`. */
export function breakdownOf(lines: readonly PriceLine[], stateCode: string): PriceBreakdown {
  const tax = gstBreakdown(subtotalOf(lines), stateCode);
  return {
    lines: lines.map(
      ({ planCode, productCode, description, sac, quantity, unitPricePaise, amountPaise }) => ({
        planCode,
        productCode,
        description,
        sac,
        quantity,
        unitPricePaise,
        amountPaise,
      }),
    ),
    subtotalPaise: tax.subtotalPaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    totalPaise: tax.totalPaise,
    supply: tax.supply,
    placeOfSupply: stateCode,
  };
}
