import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/product-dashboard';

export const meta = () => pageMeta(copy);

export default function ProductDashboardPage() {
  return <Page copy={copy} />;
}
