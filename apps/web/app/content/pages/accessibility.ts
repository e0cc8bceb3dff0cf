import { accessibilityCopy } from '../copy/accessibility';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy(
  'accessibility',
  accessibilityCopy.meta,
  accessibilityCopy.heading,
);
