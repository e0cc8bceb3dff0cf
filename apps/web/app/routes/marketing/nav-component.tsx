import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/nav-component';

export const meta = () => pageMeta(copy);

export default function NavComponentPage() {
  return <Page copy={copy} />;
}
