import { smartTdsCopy } from '../copy/products';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('tds', smartTdsCopy.meta, smartTdsCopy.name);
