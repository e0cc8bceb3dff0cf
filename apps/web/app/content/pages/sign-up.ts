import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'sign-up',
  title: 'Create your account',
  heading: 'Create your account',
  summary:
    'Register your organisation and become its first administrator; you can invite your team once you are in.',
};
