import { termsCopy } from '#app/content/copy/legal.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy('terms', termsCopy.meta, termsCopy.heading);
