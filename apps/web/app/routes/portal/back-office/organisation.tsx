import { useParams } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { organisationCopy } from '#app/content/pages/back-office-organisations.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { OrganisationPageSection } from '#app/features/back-office-organisations/organisation-page.tsx';

export const meta = () => pageMeta(organisationCopy);

/** `/back-office/organisations/:id`: one organisation's own page. */
export default function BackOfficeOrganisationPage() {
  const { id = '' } = useParams();
  return (
    <BackOfficeScreen copy={organisationCopy}>
      <OrganisationPageSection id={id} />
    </BackOfficeScreen>
  );
}
