import { istDay } from '@prakar/shared/ist-calendar';
import type { Transaction } from '#src/db/client.ts';
import type { OrderLineRow, OrderRow } from '#src/modules/orders/order-records.ts';
import { extendPeriod } from './calendar.ts';
import { createSubscriptionsRepository } from './subscriptions-repository.ts';

/**
 * Activates or extends the organisation's subscriptions for each plan line of a paid order, in
 * the transaction that marks it paid. Renewals extend from the current end date; another plan
 * bought while one is live starts when it ends, so the row takes the new plan as its last term's
 * and the grant keeps which days are whose (docs/decisions/0071). Runs once per order: the caller
 * only gets here after winning the update to 'paid', and the grants' key would refuse a second
 * run anyway.
 */
export async function grantSubscriptions(
  tx: Transaction,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  at: Date,
): Promise<void> {
  const organisationId = order.organisationId;
  if (!organisationId) return;
  const repository = createSubscriptionsRepository(tx);
  const today = istDay(at);
  for (const line of lines) {
    if (!line.productCode || !line.planCode || !line.limitUnit) continue;
    const plan = { planCode: line.planCode, limitUnit: line.limitUnit, seats: line.limitValue };
    let current = await repository.lockFor(organisationId, line.productCode);
    if (!current) {
      const created = await repository.insert({
        organisationId,
        productCode: line.productCode,
        ...plan,
        ...extendPeriod(undefined, line.quantity, today),
        createdAt: at,
        updatedAt: at,
      });
      if (created) {
        await recordGrant(line, created, null);
        continue;
      }
      // A payment for another order of this organisation made the row a moment ago.
      current = await repository.lockFor(organisationId, line.productCode);
      if (!current) throw new Error('A subscription row could be neither created nor found.');
    }
    const extended = await repository.update(current.id, {
      ...plan,
      ...extendPeriod(current, line.quantity, today),
      updatedAt: at,
    });
    await recordGrant(line, extended, current.endsOn);
  }

  async function recordGrant(
    line: OrderLineRow,
    subscription: { id: string; endsOn: string },
    previous: string | null,
  ) {
    await repository.insertGrant({
      orderId: order.id,
      subscriptionId: subscription.id,
      planCode: line.planCode ?? '',
      seats: line.limitValue,
      years: line.quantity,
      previousEndsOn: previous,
      endsOn: subscription.endsOn,
      grantedAt: at,
    });
  }
}
