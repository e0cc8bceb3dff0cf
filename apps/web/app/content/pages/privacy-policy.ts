import { privacyCopy } from '../copy/legal';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('privacy-policy', privacyCopy.meta, privacyCopy.heading);
