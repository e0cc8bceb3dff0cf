import { cloudWorkspaceCopy } from '#app/content/copy/solutions.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy(
  'cloudworkspace',
  cloudWorkspaceCopy.meta,
  cloudWorkspaceCopy.heading,
);
