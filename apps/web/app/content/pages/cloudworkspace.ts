import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'cloudworkspace',
  title: 'Cloud workspace for CA firms',
  heading: 'Cloud workspace for CA firms',
  summary:
    'Run TDS returns, Form 16 and proof-of-investment work for all your clients from one secure workspace, with staff access set per client.',
};
