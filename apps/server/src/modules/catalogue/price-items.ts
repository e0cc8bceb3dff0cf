import type { CartItem, CartLine } from '@prakar/shared/cart';
import type { ProductCode } from '@prakar/shared/catalogue';
import type { PlanWithProduct } from './catalogue-repository.ts';

/**
 * Prices a cart's items from the catalogue as it is now. A product appears once (a later line
 * for the same product replaces an earlier one: the buyer changed plan), and a code that names
 * no plan is dropped. Amounts are whole paise: a yearly price times a number of years.
 */
export function priceItems(
  items: readonly CartItem[],
  plans: readonly PlanWithProduct[],
): CartLine[] {
  const byCode = new Map(plans.map((plan) => [plan.code, plan]));
  const byProduct = new Map<string, CartLine>();
  for (const item of items) {
    const plan = byCode.get(item.planCode);
    if (!plan) continue;
    byProduct.delete(plan.productCode);
    byProduct.set(plan.productCode, {
      planCode: plan.code,
      productCode: plan.productCode as ProductCode,
      productName: plan.productName,
      planName: plan.name,
      limitUnit: plan.limitUnit as CartLine['limitUnit'],
      limitValue: plan.limitValue,
      quantity: item.quantity,
      unitPricePaise: plan.pricePaise,
      amountPaise: plan.pricePaise * item.quantity,
      isAvailable: plan.isAvailable,
    });
  }
  return [...byProduct.values()];
}

/** The items whose code names no plan in the catalogue (a plan since removed, a mistyped code). */
export function unknownItems<T extends CartItem>(
  items: readonly T[],
  plans: readonly PlanWithProduct[],
): T[] {
  const known = new Set(plans.map((plan) => plan.code));
  return items.filter((item) => !known.has(item.planCode));
}

export const subtotalOf = (lines: readonly { amountPaise: number }[]) =>
  lines.reduce((sum, line) => sum + line.amountPaise, 0);
