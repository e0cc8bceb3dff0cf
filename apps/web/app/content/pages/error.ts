import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'error',
  title: 'Page not found',
  heading: 'Page not found',
  summary:
    'The page you were looking for has moved or never existed. Check the address, or carry on from one of the pages below.',
};
