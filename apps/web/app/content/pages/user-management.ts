import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'user-management',
  title: 'User management',
  heading: 'User management',
  summary: 'Invite colleagues, change their roles and decide which apps each of them can use.',
};
