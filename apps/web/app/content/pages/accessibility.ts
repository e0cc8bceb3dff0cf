import { accessibilityCopy } from '#app/content/copy/accessibility.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy(
  'accessibility',
  accessibilityCopy.meta,
  accessibilityCopy.heading,
);
