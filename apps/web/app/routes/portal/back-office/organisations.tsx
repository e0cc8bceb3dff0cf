import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-organisations.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { OrganisationsSection } from '#app/features/back-office-organisations/organisations-section.tsx';

export const meta = () => pageMeta(copy);

/** `/back-office/organisations`: every customer organisation, searched by name or GSTIN. */
export default function BackOfficeOrganisationsPage() {
  return (
    <BackOfficeScreen copy={copy}>
      <OrganisationsSection />
    </BackOfficeScreen>
  );
}
