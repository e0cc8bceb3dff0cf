import type { ScreenCopy } from '#app/content/screen-copy.ts';

/** Opening a matter for a client (`/back-office/matters/new`). */
export const copy: ScreenCopy = {
  route: 'back-office/matters',
  title: 'New matter',
  heading: 'New matter',
  summary:
    'Open a matter for a customer organisation: its statutory due date is counted from the date of service by the deadline rule for its kind, Act and year.',
};
