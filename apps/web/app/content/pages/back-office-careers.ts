import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'back-office/careers',
  title: 'Careers',
  heading: 'Careers',
  summary:
    'The openings on the careers page and the applications to each: post, edit, close and reopen openings, and work through their applicants.',
};

/** One opening's applications, at `/back-office/careers/<opening>`. */
export const openingCopy: ScreenCopy = {
  route: 'back-office/careers',
  title: 'Applications',
  heading: 'Applications',
  summary: 'The applications to one opening: résumés, status and internal notes.',
};
