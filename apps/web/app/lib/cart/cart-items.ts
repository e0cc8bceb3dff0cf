import { type CartItem, type CartLine, MAX_CART_YEARS } from '@prakar/shared/cart';
import type { Plan, Product } from '@prakar/shared/catalogue';

/** A plan with the product it belongs to, found by the plan's code. */
export interface CataloguePlan {
  plan: Plan;
  product: Product;
}

export function planIndex(products: readonly Product[]): Map<string, CataloguePlan> {
  return new Map(
    products.flatMap((product) => product.plans.map((plan) => [plan.code, { plan, product }])),
  );
}

export const yearsLabel = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** Years are whole numbers from 1 to `MAX_CART_YEARS`; anything else is brought within them. */
export function clampYears(years: number): number {
  if (!Number.isFinite(years)) return 1;
  return Math.min(MAX_CART_YEARS, Math.max(1, Math.trunc(years)));
}

/**
 * The cart with `planCode` in it: a plan of the same product is replaced by a one-year line in
 * its place (one line per product); the same plan stays as it is, years and all.
 */
export function withPlan(
  items: readonly CartItem[],
  planCode: string,
  productOf: (planCode: string) => string | undefined,
): CartItem[] {
  if (items.some((item) => item.planCode === planCode)) return [...items];
  const product = productOf(planCode);
  const added: CartItem = { planCode, quantity: 1 };
  const index = items.findIndex((item) => productOf(item.planCode) === product);
  if (index === -1) return [...items, added];
  return items.map((item, position) => (position === index ? added : item));
}

/** Another plan of the same product, for the years already chosen. */
export function withPlanChanged(items: readonly CartItem[], from: string, to: string): CartItem[] {
  return items.map((item) => (item.planCode === from ? { ...item, planCode: to } : item));
}

export function withYears(items: readonly CartItem[], planCode: string, years: number): CartItem[] {
  return items.map((item) =>
    item.planCode === planCode ? { ...item, quantity: clampYears(years) } : item,
  );
}

export function withoutPlan(items: readonly CartItem[], planCode: string): CartItem[] {
  return items.filter((item) => item.planCode !== planCode);
}

export function sameItems(left: readonly CartItem[], right: readonly CartItem[]): boolean {
  return (
    left.length === right.length &&
    left.every(
      (item, index) =>
        item.planCode === right[index]?.planCode && item.quantity === right[index]?.quantity,
    )
  );
}

export interface PricedCart {
  lines: CartLine[];
  subtotalPaise: number;
  /** Kept items whose plan the catalogue no longer has: shown, and left out by the next change. */
  unavailableItems: CartItem[];
}

/** A cart the cart page can show and change, whether it lives in this browser or on the server. */
export interface CartSource extends PricedCart {
  /** A change is on its way to the server. */
  saving: boolean;
  /**
   * Applies `update` to the cart's lines as they are when it runs, so quick changes in a row
   * build on each other; false when it failed (the visitor has been told).
   */
  change: (update: (items: CartItem[]) => CartItem[]) => Promise<boolean>;
}

/**
 * An anonymous visitor's cart priced from the public catalogue, as the server prices a saved one:
 * one line per product (a later line replaces an earlier one), codes that name no plan set apart.
 * Only the price before GST: the tax depends on the billing state and comes from the server.
 */
export function priceLocally(items: readonly CartItem[], products: readonly Product[]): PricedCart {
  const plans = planIndex(products);
  const byProduct = new Map<string, CartLine>();
  const unavailableItems: CartItem[] = [];
  for (const item of items) {
    const found = plans.get(item.planCode);
    if (!found) {
      unavailableItems.push(item);
      continue;
    }
    const { plan, product } = found;
    byProduct.delete(product.code);
    byProduct.set(product.code, {
      planCode: plan.code,
      productCode: product.code,
      productName: product.name,
      planName: plan.name,
      limitUnit: plan.limitUnit,
      limitValue: plan.limitValue,
      quantity: item.quantity,
      unitPricePaise: plan.pricePaise,
      amountPaise: plan.pricePaise * item.quantity,
      isAvailable: plan.isAvailable,
    });
  }
  const lines = [...byProduct.values()];
  return {
    lines,
    subtotalPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0),
    unavailableItems,
  };
}
