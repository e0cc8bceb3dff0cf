import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-leads.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { LeadsSection } from '#app/features/leads/leads-section.tsx';

export const meta = () => pageMeta(copy);

/** `/back-office/leads`: the contact form's messages, worked through by the staff. */
export default function LeadsPage() {
  return (
    <BackOfficeScreen copy={copy}>
      <LeadsSection />
    </BackOfficeScreen>
  );
}
