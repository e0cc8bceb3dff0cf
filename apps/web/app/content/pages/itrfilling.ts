import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'itrfilling',
  title: 'Assisted ITR filing',
  heading: 'Assisted ITR filing',
  summary:
    'A tax expert prepares and files your income-tax return, whether you earn salary, capital gains, rent or business income, and reconciles it with your AIS.',
};
