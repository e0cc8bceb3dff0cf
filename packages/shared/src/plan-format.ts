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
