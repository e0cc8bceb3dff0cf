import { aboutCopy } from '../copy/company';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('about', aboutCopy.meta, aboutCopy.heading);
