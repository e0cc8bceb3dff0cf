import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'user-management/users',
  title: 'Users',
  heading: 'Users',
  summary: 'Everyone in your organisation who can sign in, with their role and status.',
};
