import { pageStyles } from '../../../components/layout/page';
import { pageMeta } from '../../../content/page-meta';
import { copy } from '../../../content/pages/user-management';
import { ActivitySection } from '../../../features/audit/activity-section';

export const meta = () => pageMeta(copy);

/**
 * User management's front page: the organisation's activity. Laid out like `Page`, whose body
 * column is narrower than a table of events needs.
 */
export default function UserManagementOverview() {
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.intro}>
        <h1>{copy.heading}</h1>
        <p className={pageStyles.lead}>{copy.summary}</p>
      </div>
      <ActivitySection />
    </div>
  );
}
