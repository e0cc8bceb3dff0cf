import type { ProductCode } from '@prakar/shared/catalogue';
import { istDay } from '@prakar/shared/ist-calendar';
import type { PaidPeriod } from '@prakar/shared/payments';
import type { Executor } from '#src/db/client.ts';
import { paidFrom } from './calendar.ts';
import { createSubscriptionsRepository } from './subscriptions-repository.ts';

/**
 * What a paid order bought, subscription by subscription, with the days it paid for: for the
 * payment's result page and the invoice mail, which other modules make.
 */
export async function paidPeriods(db: Executor, orderId: string): Promise<PaidPeriod[]> {
  const grants = await createSubscriptionsRepository(db).grantsOf(orderId);
  return grants.map((grant) => ({
    productCode: grant.productCode as ProductCode,
    productName: grant.productName,
    planName: grant.planName,
    startsOn: paidFrom(grant.previousEndsOn, istDay(grant.grantedAt)),
    endsOn: grant.endsOn,
  }));
}
