import { pageStyles } from '../../../components/layout/page';
import { pageMeta } from '../../../content/page-meta';
import { copy } from '../../../content/pages/user-management-users';
import { UsersSection } from '../../../features/users/users-section';

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
