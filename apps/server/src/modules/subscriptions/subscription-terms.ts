import { addDays, istDay } from '@prakar/shared/ist-calendar';
import type { SubscriptionTerm } from '@prakar/shared/subscriptions';
import { paidFrom } from './calendar.ts';

type Plan = Pick<SubscriptionTerm, 'planCode' | 'planName' | 'seats'>;

/** One grant as the terms need it: its plan, the end it set and where the end was before. */
export interface GrantedPlan extends Plan {
  previousEndsOn: string | null;
  endsOn: string;
  grantedAt: Date;
}

const samePlan = (a: Plan, b: Plan) => a.planCode === b.planCode && a.seats === b.seats;

/** Each grant's days, a later grant taking over from its first day (after a lapse or a refund). */
function grantedDays(grants: readonly GrantedPlan[]): SubscriptionTerm[] {
  let terms: SubscriptionTerm[] = [];
  for (const grant of [...grants].sort((a, b) => a.grantedAt.getTime() - b.grantedAt.getTime())) {
    const startsOn = paidFrom(grant.previousEndsOn, istDay(grant.grantedAt));
    terms = terms
      .filter((term) => term.startsOn < startsOn)
      .map((term) => (term.endsOn < startsOn ? term : { ...term, endsOn: addDays(startsOn, -1) }));
    const { planCode, planName, seats, endsOn } = grant;
    terms.push({ planCode, planName, seats, startsOn, endsOn });
  }
  return terms;
}

/**
 * The plans a subscription runs on, from the one in force on `today` (the last one once it has
 * ended) to its end: a plan bought while another is live starts the day after that one ends, and
 * buying the same plan again lengthens its term (docs/decisions/0071). The subscription's own
 * dates bound them, as a refund may have brought its end forward. Without grants, the
 * subscription's own plan covers it all.
 */
export function subscriptionTerms(
  subscription: Plan & { startsOn: string; endsOn: string },
  grants: readonly GrantedPlan[],
  today: string,
): SubscriptionTerm[] {
  const { startsOn, endsOn, planCode, planName, seats } = subscription;
  const within = grantedDays(grants)
    .filter((term) => term.startsOn <= endsOn && term.endsOn >= startsOn)
    .map((term) => (term.endsOn > endsOn ? { ...term, endsOn } : term));
  const merged: SubscriptionTerm[] = [];
  for (const term of within) {
    const last = merged.at(-1);
    if (last && samePlan(last, term)) merged[merged.length - 1] = { ...last, endsOn: term.endsOn };
    else merged.push(term);
  }
  if (merged.length === 0) return [{ planCode, planName, seats, startsOn, endsOn }];
  const inForce = merged.findIndex((term) => term.endsOn >= today);
  return merged.slice(inForce === -1 ? merged.length - 1 : inForce);
}
