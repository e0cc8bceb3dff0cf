import type { ScreenCopy } from '#app/content/screen-copy.ts';

/** One of the organisation's matters, below the list (`/matters/<id>`). */
export const copy: ScreenCopy = {
  route: 'matters',
  title: 'Advisory matter',
  heading: 'Advisory matter',
  summary:
    'One notice or appeal the firm handles for you: its dates, how its statutory due date was counted, and every change of status.',
};
