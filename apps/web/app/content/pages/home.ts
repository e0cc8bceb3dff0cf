import { homeCopy } from '#app/content/copy/home.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy('home', homeCopy.meta, homeCopy.hero.heading);
