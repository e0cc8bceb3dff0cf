import type { ScreenCopy } from '#app/content/screen-copy.ts';

/** Every date of the organisation's open matters, below the list (`/matters/deadlines`). */
export const copy: ScreenCopy = {
  route: 'matters',
  title: 'Deadlines of advisory matters',
  heading: 'Deadlines',
  summary:
    'Every date still ahead of your organisation’s open matters, soonest first: the law’s due dates and the dates the firm works to.',
};
