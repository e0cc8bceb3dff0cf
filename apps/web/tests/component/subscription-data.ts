/** An app's subscription, running for most of a year yet. */
export const activeSubscription = {
  planCode: 'EPOI_STANDARD',
  planName: 'Standard',
  endsOn: '2027-11-22',
  status: 'active',
  daysLeft: 364,
} as const;

/** Enterprise bought first, Growth bought on top of it: Growth starts when Enterprise ends. */
export const ENTERPRISE_THEN_GROWTH = [
  {
    planCode: 'EPOI_ENTERPRISE',
    planName: 'Enterprise',
    seats: 5000,
    startsOn: '2026-11-23',
    endsOn: '2027-11-22',
  },
  {
    planCode: 'EPOI_GROWTH',
    planName: 'Growth',
    seats: 1000,
    startsOn: '2027-11-23',
    endsOn: '2028-11-22',
  },
];
