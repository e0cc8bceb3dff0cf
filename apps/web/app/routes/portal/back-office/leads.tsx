import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-leads.ts';
import { LeadsSection } from '#app/features/leads/leads-section.tsx';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';

export const meta = () => pageMeta(copy);

/** Across the page's full width: the reading column is narrower than the inbox's table needs. */
export default function LeadsPage() {
  return (
    <Page copy={copy} wide>
      <ScreenGate
        permission="manage:all:platform"
        needsProfile={false}
        denied="You do not have access to this page."
      >
        <LeadsSection />
      </ScreenGate>
    </Page>
  );
}
