import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'user-management',
  title: 'User management',
  heading: 'User management',
  summary: 'Invite colleagues, change their roles and decide which apps each of them can use.',
};
