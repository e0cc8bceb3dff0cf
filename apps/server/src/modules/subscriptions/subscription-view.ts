import { daysBetween } from '@prakar/shared/ist-calendar';
import type { Subscription, SubscriptionTerm } from '@prakar/shared/subscriptions';
import { subscriptionTerms } from './subscription-terms.ts';
import type { SubscriptionWithNames } from './subscriptions-repository.ts';

/**
 * A subscription as the portal shows it on `today` (IST): live through its end date, on the plan
 * in force that day.
 */
export function toSubscription(row: SubscriptionWithNames, today: string): Subscription {
  const { subscription } = row;
  const active = subscription.endsOn >= today;
  const terms = subscriptionTerms({ ...subscription, planName: row.planName }, row.grants, today);
  const [inForce] = terms as [SubscriptionTerm, ...SubscriptionTerm[]];
  return {
    id: subscription.id,
    organisationId: subscription.organisationId,
    organisationName: row.organisationName,
    productCode: subscription.productCode as Subscription['productCode'],
    productName: row.productName,
    planCode: inForce.planCode,
    planName: inForce.planName,
    limitUnit: subscription.limitUnit as Subscription['limitUnit'],
    seats: inForce.seats,
    startsOn: subscription.startsOn,
    endsOn: subscription.endsOn,
    status: active ? 'active' : 'expired',
    daysLeft: active ? daysBetween(today, subscription.endsOn) + 1 : 0,
    terms,
  };
}
