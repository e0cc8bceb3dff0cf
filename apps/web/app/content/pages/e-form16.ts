import { eform16Copy } from '../copy/products';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('e-form16', eform16Copy.meta, eform16Copy.name);
