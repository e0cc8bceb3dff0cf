import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'online_dispute_resolution_odr',
  title: 'Online Dispute Resolution',
  heading: 'Online Dispute Resolution',
  summary:
    'Representation in faceless assessments, faceless appeals and online dispute resolution schemes, with every response filed through the e-proceedings portal.',
};
