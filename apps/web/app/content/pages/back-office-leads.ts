import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'back-office/leads',
  title: 'Leads',
  heading: 'Leads',
  summary:
    'Messages sent through the website’s contact form: who has taken each one, where it stands, and the replies sent.',
};
