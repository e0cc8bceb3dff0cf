import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'matters',
  title: 'Advisory matters',
  heading: 'Advisory matters',
  summary:
    'The notices and appeals the firm handles for your organisation: where each stands and when it is due.',
};

/** What a user without the Advisory matters power reads on the matters' screens. */
export const deniedText =
  'Your organisation’s administrator decides who sees its advisory matters. Ask them if you need them.';
