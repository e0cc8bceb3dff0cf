import { contactCopy } from '#app/content/copy/company.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy('contact-us', contactCopy.meta, contactCopy.heading);
