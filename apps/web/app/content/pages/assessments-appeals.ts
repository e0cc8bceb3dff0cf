import { assessmentsAppealsCopy } from '#app/content/copy/services.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy(
  'assessments_appeals',
  assessmentsAppealsCopy.meta,
  assessmentsAppealsCopy.name,
);
