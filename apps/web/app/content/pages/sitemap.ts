import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'sitemap',
  title: 'Site map',
  heading: 'Site map',
  summary: 'Every public page of the Prakar Tax Advisory website, grouped by topic.',
};
