import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'digitalservices',
  title: 'Digital services',
  heading: 'Digital services',
  summary:
    'Digital signature certificates, e-verification of returns and the other online compliance tasks we handle on your behalf.',
};
