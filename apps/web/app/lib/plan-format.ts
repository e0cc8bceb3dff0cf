import type { Plan } from '@prakar/shared/catalogue';
import { formatRupees, groupIndian } from '@prakar/shared/money';

const UNIT_NAMES: Record<Plan['limitUnit'], [one: string, many: string]> = {
  employees: ['employee', 'employees'],
  tans: ['TAN', 'TANs'],
  certificates: ['certificate', 'certificates'],
};

/**
 * What a plan covers: "Up to 250 employees", "1 TAN", "Unlimited certificates"; inside a sentence
 * "up to 5 TANs", the acronym kept in capitals.
 */
export function planLimitLabel(
  plan: Pick<Plan, 'limitUnit' | 'limitValue'>,
  { inSentence = false }: { inSentence?: boolean } = {},
): string {
  const [one, many] = UNIT_NAMES[plan.limitUnit];
  if (plan.limitValue === 1) return `1 ${one}`;
  const opening = plan.limitValue === null ? 'Unlimited' : 'Up to';
  const words = plan.limitValue === null ? many : `${groupIndian(String(plan.limitValue))} ${many}`;
  return `${inSentence ? opening.toLowerCase() : opening} ${words}`;
}

/** A yearly price in whole rupees where possible: "₹24,000". */
export function planPrice(plan: Pick<Plan, 'pricePaise'>): string {
  return formatRupees(plan.pricePaise, { wholeRupees: true });
}

/** Where a plan's "Add to cart" leads: the cart, with the plan put in it. */
export function addToCartHref(planCode: string): string {
  return `/add-cart?${new URLSearchParams({ plan: planCode })}`;
}
