import { Page } from '../../../components/layout/page';
import { pageMeta } from '../../../content/page-meta';
import { copy } from '../../../content/pages/user-management-users';

export const meta = () => pageMeta(copy);

export default function UsersPage() {
  return <Page copy={copy} />;
}
