import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'user-management/access-control',
  title: 'Access control',
  heading: 'Access control',
  summary:
    'Choose which apps (E-POI, Smart TDS, E-Form16) and which administrative powers each user has.',
};
