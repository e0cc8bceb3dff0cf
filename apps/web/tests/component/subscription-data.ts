/** An app's subscription, running for most of a year yet. */
export const activeSubscription = {
  planCode: 'EPOI_STANDARD',
  planName: 'Standard',
  endsOn: '2027-11-22',
  status: 'active',
  daysLeft: 364,
} as const;
