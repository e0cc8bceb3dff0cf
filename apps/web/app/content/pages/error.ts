import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'error',
  title: 'Page not found',
  heading: 'Page not found',
  summary:
    'There is no page at the address you followed: it may have been mistyped, or the page has moved. Nothing else went wrong; carry on from one of the pages below.',
};
