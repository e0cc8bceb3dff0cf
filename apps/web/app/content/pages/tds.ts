import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'tds',
  title: 'Smart TDS — TDS and TCS return filing',
  heading: 'Smart TDS — TDS and TCS return filing',
  summary:
    'Prepare, validate and file quarterly TDS and TCS returns (24Q, 26Q, 27Q and 27EQ) with challan and PAN checks before you file.',
};
