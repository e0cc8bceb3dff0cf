import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/product-dashboard.ts';
import { MyApps } from '#app/features/my-apps/my-apps.tsx';

export const meta = () => pageMeta(copy);

export default function ProductDashboardPage() {
  return (
    <Page copy={copy}>
      <MyApps />
    </Page>
  );
}
