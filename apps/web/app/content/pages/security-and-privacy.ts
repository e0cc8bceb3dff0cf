import { securityCopy } from '#app/content/copy/security.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy(
  'security-and-privacy',
  securityCopy.meta,
  securityCopy.heading,
);
