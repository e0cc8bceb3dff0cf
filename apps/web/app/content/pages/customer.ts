import { customerCopy } from '../copy/company';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('customer', customerCopy.meta, customerCopy.heading);
