import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/login';

export const meta = () => pageMeta(copy);

export default function LoginPage() {
  return <Page copy={copy} />;
}
