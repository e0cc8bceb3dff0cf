import { describe, expect, it } from 'vitest';
import { type GrantedPlan, subscriptionTerms } from './subscription-terms.ts';

const enterprise = { planCode: 'EPOI_ENTERPRISE', planName: 'Enterprise', seats: 5000 };
const growth = { planCode: 'EPOI_GROWTH', planName: 'Growth', seats: 1000 };
/** Noon in India on that day. */
const on = (day: string) => new Date(`${day}T06:30:00.000Z`);

const grant = (
  plan: typeof enterprise,
  grantedOn: string,
  previousEndsOn: string | null,
  endsOn: string,
): GrantedPlan => ({ ...plan, grantedAt: on(grantedOn), previousEndsOn, endsOn });

/** Enterprise bought on 1 April 2026, Growth on top of it on 1 May, Growth again on 1 June. */
const grants = [
  grant(enterprise, '2026-04-01', null, '2027-03-31'),
  grant(growth, '2026-05-01', '2027-03-31', '2028-03-31'),
  grant(growth, '2026-06-01', '2028-03-31', '2029-03-31'),
];
const subscription = { ...growth, startsOn: '2026-04-01', endsOn: '2029-03-31' };

describe('subscriptionTerms', () => {
  it('keeps the plan in force to its end, then the plan bought on top of it, one term per plan', () => {
    expect(subscriptionTerms(subscription, grants, '2026-12-01')).toEqual([
      { ...enterprise, startsOn: '2026-04-01', endsOn: '2027-03-31' },
      { ...growth, startsOn: '2027-04-01', endsOn: '2029-03-31' },
    ]);
  });

  it('starts from the plan in force on the day asked, and keeps the last once it has ended', () => {
    const growthTerm = { ...growth, startsOn: '2027-04-01', endsOn: '2029-03-31' };
    expect(subscriptionTerms(subscription, grants, '2027-04-01')).toEqual([growthTerm]);
    expect(subscriptionTerms(subscription, grants, '2030-01-01')).toEqual([growthTerm]);
  });

  it('ends the terms where a refund brought the subscription’s end', () => {
    const refunded = { ...subscription, endsOn: '2027-06-30' };
    expect(subscriptionTerms(refunded, grants, '2026-12-01')).toEqual([
      { ...enterprise, startsOn: '2026-04-01', endsOn: '2027-03-31' },
      { ...growth, startsOn: '2027-04-01', endsOn: '2027-06-30' },
    ]);
  });

  it('lets a plan bought after a lapse, or after a refund ended it, take over from its first day', () => {
    const lapsed = [
      grant(enterprise, '2026-04-01', null, '2027-03-31'),
      // A full refund ended Enterprise on 9 September 2026; Growth was bought on the 10th.
      grant(growth, '2026-09-10', '2026-09-09', '2027-09-09'),
    ];
    const restarted = { ...growth, startsOn: '2026-09-10', endsOn: '2027-09-09' };
    expect(subscriptionTerms(restarted, lapsed, '2026-09-10')).toEqual([
      { ...growth, startsOn: '2026-09-10', endsOn: '2027-09-09' },
    ]);
  });

  it('gives a subscription without grants its own plan throughout', () => {
    expect(subscriptionTerms(subscription, [], '2026-12-01')).toEqual([
      { ...growth, startsOn: '2026-04-01', endsOn: '2029-03-31' },
    ]);
  });
});
