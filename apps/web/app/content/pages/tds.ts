import { smartTdsCopy } from '#app/content/copy/products.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy('tds', smartTdsCopy.meta, smartTdsCopy.name);
