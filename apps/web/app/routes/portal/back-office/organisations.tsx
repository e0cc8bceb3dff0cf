import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-organisations.ts';
import { OrganisationsSection } from '#app/features/back-office-organisations/organisations-section.tsx';
import { BackOfficePage } from './back-office-page';

export const meta = () => pageMeta(copy);

/** `/back-office/organisations`: every customer organisation, searched by name or GSTIN. */
export default function BackOfficeOrganisationsPage() {
  return (
    <BackOfficePage copy={copy}>
      <OrganisationsSection />
    </BackOfficePage>
  );
}
