import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'sign-up',
  title: 'Create your account',
  heading: 'Create your account',
  summary:
    'Register your organisation and become its first administrator; you can invite your team once you are in.',
};
