import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'back-office/matters',
  title: 'Matters',
  heading: 'Matters',
  summary:
    'Clients’ tax notices and appeals: where each stands, who has it, and when it is due by law and by the firm’s own target.',
};
