import { contactCopy } from '../copy/company';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('contact-us', contactCopy.meta, contactCopy.heading);
