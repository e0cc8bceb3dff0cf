import { Page } from '../../../components/layout/page';
import { pageMeta } from '../../../content/page-meta';
import { copy } from '../../../content/pages/user-management-access-control';

export const meta = () => pageMeta(copy);

export default function AccessControlPage() {
  return <Page copy={copy} />;
}
