import type { AppRoute } from '@prakar/shared/routes';

/**
 * What a screen says about itself. Each screen's copy sits in its own file under `pages/`, so a
 * page's bundle carries only its own text.
 */
export interface PageCopy {
  route: AppRoute;
  /** The part of `<title>` before the site name. */
  title: string;
  heading: string;
  /** The meta description, and the page's lead paragraph. */
  summary: string;
}
