import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'nav-component',
  title: 'Top navigation',
  heading: 'Top navigation',
  summary:
    'The site’s top navigation as it appears on every page: its links, the Products, Services and Company menus, and the sign-in actions.',
};
