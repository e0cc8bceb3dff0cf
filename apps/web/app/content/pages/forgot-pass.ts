import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'forgot-pass',
  title: 'Forgot your password?',
  heading: 'Forgot your password?',
  summary:
    'Enter the e-mail address you signed up with and we will send you a link to choose a new password.',
};
