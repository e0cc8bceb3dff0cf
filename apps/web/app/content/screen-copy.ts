import type { AppRoute } from '@prakar/shared/routes';

/**
 * What a screen says about itself: its route, `<title>`, `<h1>` and meta description. Each screen
 * has its own file under `pages/`; the marketing pages derive theirs from the website copy in
 * `copy/`, so a page's bundle carries only its own text.
 */
export interface ScreenCopy {
  route: AppRoute;
  /** The bare title; the page appends " | Prakar Tax Advisory". */
  title: string;
  heading: string;
  /** The meta description (and, on the simple screens, the lead paragraph). */
  summary: string;
}

/** A marketing page's screen copy, taken from its website copy: one source for every word. */
export function screenCopy(
  route: AppRoute,
  meta: { title: string; description: string },
  heading: string,
): ScreenCopy {
  return { route, title: meta.title, heading, summary: meta.description };
}
