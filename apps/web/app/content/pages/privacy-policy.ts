import { privacyCopy } from '#app/content/copy/legal.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy('privacy-policy', privacyCopy.meta, privacyCopy.heading);
