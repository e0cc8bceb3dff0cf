import { useParams } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-lead.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { LeadDetailSection } from '#app/features/leads/lead-detail-section.tsx';

export const meta = () => pageMeta(copy);

/** One lead: the conversation beside what the staff do with it. */
export default function LeadPage() {
  const { id = '' } = useParams();
  return (
    <BackOfficeScreen copy={copy}>
      <LeadDetailSection key={id} id={id} />
    </BackOfficeScreen>
  );
}
