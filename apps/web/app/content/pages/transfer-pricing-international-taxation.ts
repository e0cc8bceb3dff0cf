import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'transfer_pricing_international_taxation',
  title: 'Transfer Pricing & International Taxation',
  heading: 'Transfer Pricing & International Taxation',
  summary:
    'Benchmarking studies, Form 3CEB reports, transfer-pricing documentation and advice on tax treaties, permanent establishment and cross-border withholding.',
};
