import { Link } from 'react-router';
import { Page, pageStyles } from '../../../components/layout/page';
import { pageMeta } from '../../../content/page-meta';
import { copy } from '../../../content/pages/user-management';

export const meta = () => pageMeta(copy);

export default function UserManagementOverview() {
  return (
    <Page copy={copy}>
      <ul className={pageStyles.linkList}>
        <li>
          <Link to="/user-management/users">Users</Link>
        </li>
        <li>
          <Link to="/user-management/access-control">Access control</Link>
        </li>
      </ul>
    </Page>
  );
}
