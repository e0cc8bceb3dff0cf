import { epoiCopy } from '../copy/products';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('E-poi', epoiCopy.meta, epoiCopy.name);
