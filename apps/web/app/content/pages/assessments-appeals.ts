import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'assessments_appeals',
  title: 'Assessments & Appeals',
  heading: 'Assessments & Appeals',
  summary:
    'Representation before the Assessing Officer and the Commissioner (Appeals), from replies to scrutiny notices to drafting grounds of appeal.',
};
