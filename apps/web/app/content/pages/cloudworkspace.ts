import { cloudWorkspaceCopy } from '../copy/solutions';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy(
  'cloudworkspace',
  cloudWorkspaceCopy.meta,
  cloudWorkspaceCopy.heading,
);
