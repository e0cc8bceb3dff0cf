import { assessmentsAppealsCopy } from '../copy/services';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy(
  'assessments_appeals',
  assessmentsAppealsCopy.meta,
  assessmentsAppealsCopy.name,
);
