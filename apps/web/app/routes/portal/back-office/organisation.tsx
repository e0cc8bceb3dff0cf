import { useParams } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { organisationCopy } from '#app/content/pages/back-office-organisations.ts';
import { OrganisationPageSection } from '#app/features/back-office-organisations/organisation-page.tsx';
import { BackOfficePage } from './back-office-page';

export const meta = () => pageMeta(organisationCopy);

/** `/back-office/organisations/:id`: one organisation's own page. */
export default function BackOfficeOrganisationPage() {
  const { id = '' } = useParams();
  return (
    <BackOfficePage copy={organisationCopy}>
      <OrganisationPageSection id={id} />
    </BackOfficePage>
  );
}
