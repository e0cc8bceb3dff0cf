import { termsCopy } from '../copy/legal';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('terms', termsCopy.meta, termsCopy.heading);
