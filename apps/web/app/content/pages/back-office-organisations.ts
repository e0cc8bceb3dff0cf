import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'back-office/organisations',
  title: 'Organisations',
  heading: 'Organisations',
  summary:
    'Every customer organisation: find one and open its users, orders, subscriptions and leads.',
};

/** One organisation's screen. */
export const organisationCopy: ScreenCopy = {
  route: 'back-office/organisations',
  title: 'Organisation',
  heading: 'Organisation',
  summary: 'An organisation’s details, users, orders, subscriptions, invoices and leads.',
};
