import { digitalServicesCopy } from '#app/content/copy/solutions.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy(
  'digitalservices',
  digitalServicesCopy.meta,
  digitalServicesCopy.heading,
);
