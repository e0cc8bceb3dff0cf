import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'footer',
  title: 'Site footer',
  heading: 'Site footer',
  summary:
    'The footer that closes every page, with links to our products, services and policies, and our sales contact details.',
};
