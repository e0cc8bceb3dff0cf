import type { Plan } from './catalogue.ts';
import { formatRupees, groupIndian } from './money.ts';

/*
 * How a plan reads wherever it is shown: the cart, the plan cards the browser draws, and the same
 * cards the server fills into a pre-rendered product page with today's prices (ADR 0062).
 */

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
