import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'change-pass',
  title: 'Change password',
  heading: 'Change password',
  summary: 'Choose a new password for your account; you confirm the change with your current one.',
};
