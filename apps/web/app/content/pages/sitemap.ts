import { sitemapCopy } from '#app/content/copy/sitemap.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy('sitemap', sitemapCopy.meta, sitemapCopy.heading);
