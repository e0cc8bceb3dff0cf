import type { ScreenCopy } from '#app/content/screen-copy.ts';

/** One lead's own screen, below the inbox (`/back-office/leads/<id>`). */
export const copy: ScreenCopy = {
  route: 'back-office/leads',
  title: 'Lead',
  heading: 'Lead',
  summary:
    'One message from the website, the notes the staff keep about it, and the e-mails sent in reply.',
};
