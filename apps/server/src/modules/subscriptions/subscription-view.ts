import type { Subscription } from '@prakar/shared/subscriptions';
import { daysBetween } from './calendar.ts';
import type { SubscriptionWithNames } from './subscriptions-repository.ts';

/** A subscription as the portal shows it on `today` (IST): live through its end date. */
export function toSubscription(row: SubscriptionWithNames, today: string): Subscription {
  const { subscription } = row;
  const active = subscription.endsOn >= today;
  return {
    id: subscription.id,
    organisationId: subscription.organisationId,
    organisationName: row.organisationName,
    productCode: subscription.productCode as Subscription['productCode'],
    productName: row.productName,
    planCode: subscription.planCode,
    planName: row.planName,
    limitUnit: subscription.limitUnit as Subscription['limitUnit'],
    seats: subscription.seats,
    startsOn: subscription.startsOn,
    endsOn: subscription.endsOn,
    status: active ? 'active' : 'expired',
    daysLeft: active ? daysBetween(today, subscription.endsOn) + 1 : 0,
  };
}
