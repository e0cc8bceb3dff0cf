import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'reset-password',
  title: 'Choose a new password',
  heading: 'Choose a new password',
  summary: 'Set a new password for your account with the link we e-mailed to you.',
};
