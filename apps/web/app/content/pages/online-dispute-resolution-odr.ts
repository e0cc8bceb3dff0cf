import { odrCopy } from '../copy/services';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy(
  'online_dispute_resolution_odr',
  odrCopy.meta,
  odrCopy.name,
);
