import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'user-management/users',
  title: 'Users',
  heading: 'Users',
  summary: 'Everyone in your organisation who can sign in, with their role and status.',
};
