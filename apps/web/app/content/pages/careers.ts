import { careersCopy } from '../copy/company';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('careers', careersCopy.meta, careersCopy.heading);
