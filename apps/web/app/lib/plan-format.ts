import type { Plan } from '@prakar/shared/catalogue';
import { formatRupees, groupIndian } from '@prakar/shared/money';

const UNIT_NAMES: Record<Plan['limitUnit'], [one: string, many: string]> = {
  employees: ['employee', 'employees'],
  tans: ['TAN', 'TANs'],
  certificates: ['certificate', 'certificates'],
};

/** What a plan covers: "Up to 250 employees", "1 TAN", "Unlimited certificates". */
export function planLimitLabel(plan: Pick<Plan, 'limitUnit' | 'limitValue'>): string {
  const [one, many] = UNIT_NAMES[plan.limitUnit];
  if (plan.limitValue === null) return `Unlimited ${many}`;
  if (plan.limitValue === 1) return `1 ${one}`;
  return `Up to ${groupIndian(String(plan.limitValue))} ${many}`;
}

/** A yearly price in whole rupees where possible: "₹24,000". */
export function planPrice(plan: Pick<Plan, 'pricePaise'>): string {
  return formatRupees(plan.pricePaise, { wholeRupees: true });
}

/** Where a plan's "Add to cart" leads: the cart, with the plan put in it. */
export function addToCartHref(planCode: string): string {
  return `/add-cart?${new URLSearchParams({ plan: planCode })}`;
}
