import { itrFilingCopy } from '../copy/individuals';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('itrfilling', itrFilingCopy.meta, itrFilingCopy.heading);
