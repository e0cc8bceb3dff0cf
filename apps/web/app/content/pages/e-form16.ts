import { eform16Copy } from '#app/content/copy/products.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy('e-form16', eform16Copy.meta, eform16Copy.name);
