import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'change-pass',
  title: 'Change password',
  heading: 'Change password',
  summary: 'Choose a new password for your account; you confirm the change with your current one.',
};
