import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'footer',
  title: 'Company information and links',
  heading: 'Company information and links',
  summary:
    'Who we are and how to reach us, with links to our products, services, company pages and policies: everything the foot of each page holds, in full.',
};
