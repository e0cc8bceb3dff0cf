import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/product-dashboard';
import { MyApps } from '../../features/my-apps/my-apps';

export const meta = () => pageMeta(copy);

export default function ProductDashboardPage() {
  return (
    <Page copy={copy}>
      <MyApps />
    </Page>
  );
}
