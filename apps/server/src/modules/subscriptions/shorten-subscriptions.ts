import { addDays, istDay } from '@prakar/shared/dates';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { subscriptionGrants, subscriptions } from '#src/db/schema.ts';
import { stepShare } from '#src/modules/refunds/refund-share.ts';
import { daysBetween, paidFrom } from './calendar.ts';

export interface Shortened {
  productCode: string;
  endsOn: string;
  removedDays: number;
}

/**
 * Takes back what a refund of an order says (ADR 0059): each subscription the order granted
 * loses the refunded share of the days it granted, counted on everything refunded so far so the
 * rounding never takes a day too many; a full refund takes them all. The end moves back by those
 * days, but not before yesterday: a refund ends a subscription now, never in the past.
 */
export async function shortenSubscriptions(
  tx: Transaction,
  refund: { orderId: string; amountPaise: number; refundedBeforePaise: number; totalPaise: number },
  at: Date,
): Promise<Shortened[]> {
  const grants = await tx
    .select({ grant: subscriptionGrants, subscription: subscriptions })
    .from(subscriptionGrants)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionGrants.subscriptionId))
    .where(eq(subscriptionGrants.orderId, refund.orderId))
    .for('update', { of: subscriptions });
  const yesterday = addDays(istDay(at), -1);
  const shortened: Shortened[] = [];
  for (const { grant, subscription } of grants) {
    const from = paidFrom(grant.previousEndsOn, istDay(grant.grantedAt));
    const granted = daysBetween(from, grant.endsOn) + 1;
    const removed = stepShare(
      granted,
      refund.refundedBeforePaise,
      refund.amountPaise,
      refund.totalPaise,
    );
    if (removed <= 0) continue;
    const moved = addDays(subscription.endsOn, -removed);
    const endsOn = moved < yesterday && subscription.endsOn > yesterday ? yesterday : moved;
    if (endsOn >= subscription.endsOn) continue;
    await tx
      .update(subscriptions)
      .set({ endsOn, updatedAt: at })
      .where(eq(subscriptions.id, subscription.id));
    shortened.push({ productCode: subscription.productCode, endsOn, removedDays: removed });
  }
  return shortened;
}
