import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/user-management-users.ts';
import { UsersSection } from '#app/features/users/users-section.tsx';

export const meta = () => pageMeta(copy);

/** Across the page's full width: the reading column is narrower than the users table needs. */
export default function UsersPage() {
  return (
    <Page copy={copy} wide>
      <UsersSection />
    </Page>
  );
}
