import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'selffilling',
  title: 'Self filing of income-tax returns',
  heading: 'File your income-tax return yourself',
  summary:
    'Guided steps, figures carried over from your Form 16 and a final check against Form 26AS before you submit your return.',
};
