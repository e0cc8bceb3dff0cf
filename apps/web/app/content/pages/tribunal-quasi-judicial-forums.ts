import { tribunalCopy } from '../copy/services';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy(
  'tribunal_quasi_judicial_forums',
  tribunalCopy.meta,
  tribunalCopy.name,
);
