import { refundCopy } from '../copy/legal';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('refund-policy', refundCopy.meta, refundCopy.heading);
