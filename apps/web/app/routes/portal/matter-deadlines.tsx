import { matterCalendarApi } from '@prakar/shared/api/matter-calendar';
import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/matter-deadlines.ts';
import { deniedText } from '#app/content/pages/matters.ts';
import { CalendarSubscription } from '#app/features/matter-deadlines/calendar-subscription.tsx';
import { DeadlinesSection } from '#app/features/matter-deadlines/deadlines-section.tsx';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';

export const meta = () => pageMeta(copy);

/** `/matters/deadlines`: every date of the organisation's open matters, and a calendar feed of them. */
export default function MatterDeadlinesPage() {
  return (
    <Page copy={copy}>
      <ScreenGate endpoint={matterCalendarApi.deadlines} needsProfile={false} denied={deniedText}>
        <DeadlinesSection />
        <CalendarSubscription />
      </ScreenGate>
    </Page>
  );
}
