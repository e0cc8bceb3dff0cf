import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/change-pass';

export const meta = () => pageMeta(copy);

export default function ChangePasswordPage() {
  return <Page copy={copy} />;
}
