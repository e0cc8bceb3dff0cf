import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'footer',
  title: 'Site footer',
  heading: 'Site footer',
  summary:
    'The footer that closes every page, with links to our products, services and policies, and our sales contact details.',
};
