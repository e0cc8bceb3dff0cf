import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'matters/new',
  title: 'Ask for help with a notice',
  heading: 'Ask for help with a notice',
  summary:
    'Tell us what the notice is and when it reached you, and upload it. We reply within one working day and quote our fee in writing before any work starts.',
};
