import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'change-pass',
  title: 'Change password',
  heading: 'Change password',
  summary: 'Choose a new password for your account; you confirm the change with your current one.',
};
