import { pageStyles } from '../../../components/layout/page';
import { pageMeta } from '../../../content/page-meta';
import { copy } from '../../../content/pages/user-management-access-control';
import { AccessControlSection } from '../../../features/access-control/access-control-section';

export const meta = () => pageMeta(copy);

/** Laid out like `Page`, whose body column is narrower than the matrix needs. */
export default function AccessControlPage() {
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.intro}>
        <h1>{copy.heading}</h1>
        <p className={pageStyles.lead}>{copy.summary}</p>
      </div>
      <AccessControlSection />
    </div>
  );
}
