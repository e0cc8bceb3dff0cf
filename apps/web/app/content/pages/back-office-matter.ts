import type { ScreenCopy } from '#app/content/screen-copy.ts';

/** One matter's own screen, below the list (`/back-office/matters/<id>`). */
export const copy: ScreenCopy = {
  route: 'back-office/matters',
  title: 'Matter',
  heading: 'Matter',
  summary:
    'One client’s notice or appeal: its dates, how its statutory due date was counted, every change of status, and the next steps.',
};
