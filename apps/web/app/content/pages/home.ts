import { homeCopy } from '../copy/home';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('home', homeCopy.meta, homeCopy.hero.heading);
