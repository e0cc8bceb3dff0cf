import { useParams } from 'react-router';
import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-lead.ts';
import { LeadDetailSection } from '#app/features/leads/lead-detail-section.tsx';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';

export const meta = () => pageMeta(copy);

/** One lead, across the page's width: the conversation beside what the staff do with it. */
export default function LeadPage() {
  const { id = '' } = useParams();
  return (
    <Page copy={copy} wide>
      <ScreenGate
        permission="manage:all:platform"
        needsProfile={false}
        denied="You do not have access to this page."
      >
        <LeadDetailSection key={id} id={id} />
      </ScreenGate>
    </Page>
  );
}
