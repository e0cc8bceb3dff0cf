import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'nav-component',
  title: 'Site navigation',
  heading: 'Site navigation',
  summary:
    'Every section and link of the top navigation in one list, with the menus opened out: a quick way to see where everything is, or to reach it without opening a menu.',
};
