import { sitemapCopy } from '../copy/sitemap';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy('sitemap', sitemapCopy.meta, sitemapCopy.heading);
