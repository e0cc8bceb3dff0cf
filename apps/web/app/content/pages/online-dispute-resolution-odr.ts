import { odrCopy } from '#app/content/copy/services.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy(
  'online_dispute_resolution_odr',
  odrCopy.meta,
  odrCopy.name,
);
