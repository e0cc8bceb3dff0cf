import { tribunalCopy } from '#app/content/copy/services.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy(
  'tribunal_quasi_judicial_forums',
  tribunalCopy.meta,
  tribunalCopy.name,
);
