import { itrFilingCopy } from '#app/content/copy/individuals.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy('itrfilling', itrFilingCopy.meta, itrFilingCopy.heading);
