import { addDays, daysBetween, istDay } from '@prakar/shared/ist-calendar';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { products, subscriptionGrants, subscriptions } from '#src/db/schema.ts';
import { stepShare } from '#src/money/shares.ts';
import { paidFrom } from './calendar.ts';

/** What a refund takes back: a part of the order, or of one line (ADR 0072). */
export interface RefundOfGrants {
  orderId: string;
  /** The products whose grants it shortens: 'all' for a whole-order refund, a line's product for a line's. */
  products: 'all' | readonly string[];
  amountPaise: number;
  /** Of `totalPaise`, what processed refunds took before this one. */
  refundedBeforePaise: number;
  /** The order's total, or the line's. */
  totalPaise: number;
}

/** One subscription the order granted, and where a refund leaves its end. */
export interface PlannedEnd {
  subscriptionId: string;
  productCode: string;
  productName: string;
  endsOn: string;
  /** `endsOn` itself when the refund leaves the subscription alone. */
  newEndsOn: string;
  removedDays: number;
}

export interface Shortened {
  productCode: string;
  endsOn: string;
  removedDays: number;
}

/**
 * Where a refund leaves each subscription the order granted (ADR 0059, 0072): each one it covers
 * loses the refunded share of the days the order granted it, counted on everything refunded so
 * far so the rounding never takes a day too many; a full refund takes them all. The end moves
 * back by those days, but not before yesterday: a refund ends a subscription now, never in the
 * past. The refund itself and its preview both ask this, so they cannot disagree.
 */
export async function plannedEnds(
  tx: Transaction,
  refund: RefundOfGrants,
  at: Date,
  options: { lock: boolean },
): Promise<PlannedEnd[]> {
  const query = tx
    .select({ grant: subscriptionGrants, subscription: subscriptions, productName: products.name })
    .from(subscriptionGrants)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionGrants.subscriptionId))
    .innerJoin(products, eq(products.code, subscriptions.productCode))
    .where(eq(subscriptionGrants.orderId, refund.orderId))
    .orderBy(products.sortOrder, products.code);
  const grants = options.lock ? await query.for('update', { of: subscriptions }) : await query;
  const yesterday = addDays(istDay(at), -1);
  return grants.map(({ grant, subscription, productName }) => {
    const unchanged = {
      subscriptionId: subscription.id,
      productCode: subscription.productCode,
      productName,
      endsOn: subscription.endsOn,
      newEndsOn: subscription.endsOn,
      removedDays: 0,
    };
    const covered = refund.products === 'all' || refund.products.includes(subscription.productCode);
    if (!covered) return unchanged;
    const from = paidFrom(grant.previousEndsOn, istDay(grant.grantedAt));
    const granted = daysBetween(from, grant.endsOn) + 1;
    const removed = stepShare(
      granted,
      refund.refundedBeforePaise,
      refund.amountPaise,
      refund.totalPaise,
    );
    if (removed <= 0) return unchanged;
    const moved = addDays(subscription.endsOn, -removed);
    const endsOn = moved < yesterday && subscription.endsOn > yesterday ? yesterday : moved;
    if (endsOn >= subscription.endsOn) return unchanged;
    return { ...unchanged, newEndsOn: endsOn, removedDays: removed };
  });
}

/** Takes back what a processed refund says, as `plannedEnds` plans it. */
export async function shortenSubscriptions(
  tx: Transaction,
  refund: RefundOfGrants,
  at: Date,
): Promise<Shortened[]> {
  const planned = await plannedEnds(tx, refund, at, { lock: true });
  const shortened: Shortened[] = [];
  for (const end of planned) {
    if (end.newEndsOn === end.endsOn) continue;
    await tx
      .update(subscriptions)
      .set({ endsOn: end.newEndsOn, updatedAt: at })
      .where(eq(subscriptions.id, end.subscriptionId));
    shortened.push({
      productCode: end.productCode,
      endsOn: end.newEndsOn,
      removedDays: end.removedDays,
    });
  }
  return shortened;
}
