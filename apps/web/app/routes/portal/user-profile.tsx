import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/user-profile';

export const meta = () => pageMeta(copy);

export default function UserProfilePage() {
  return <Page copy={copy} />;
}
