import { pageStyles } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/user-management.ts';
import { ActivitySection } from '#app/features/audit/activity-section.tsx';

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
