import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/user-management.ts';
import { ActivitySection } from '#app/features/audit/activity-section.tsx';

export const meta = () => pageMeta(copy);

/**
 * User management's front page: the organisation's activity. Across the page's full
 * width: the reading column is narrower than a table of events needs.
 */
export default function UserManagementOverview() {
  return (
    <Page copy={copy} wide>
      <ActivitySection />
    </Page>
  );
}
