import { pageStyles } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/user-management-users.ts';
import { UsersSection } from '#app/features/users/users-section.tsx';

export const meta = () => pageMeta(copy);

/** Laid out like `Page`, whose body column is narrower than the users table needs. */
export default function UsersPage() {
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.intro}>
        <h1>{copy.heading}</h1>
        <p className={pageStyles.lead}>{copy.summary}</p>
      </div>
      <UsersSection />
    </div>
  );
}
