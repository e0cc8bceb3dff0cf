import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'login',
  title: 'Sign in',
  heading: 'Sign in to your account',
  summary: 'Sign in to open your apps and manage your organisation’s users and subscriptions.',
};
