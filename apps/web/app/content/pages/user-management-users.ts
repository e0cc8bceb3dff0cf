import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'user-management/users',
  title: 'Users',
  heading: 'Users',
  summary: 'Everyone in your organisation who can sign in, with their role and status.',
};
