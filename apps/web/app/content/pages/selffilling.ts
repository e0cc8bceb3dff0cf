import { selfFilingCopy } from '../copy/individuals';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy(
  'selffilling',
  selfFilingCopy.meta,
  selfFilingCopy.heading,
);
