import { digitalServicesCopy } from '../copy/solutions';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy(
  'digitalservices',
  digitalServicesCopy.meta,
  digitalServicesCopy.heading,
);
