import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-sales.ts';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';
import { Gstr1Downloads } from '#app/features/sales/gstr1-downloads.tsx';
import { SalesDashboard } from '#app/features/sales/sales-dashboard.tsx';

export const meta = () => pageMeta(copy);

/** The charting library comes with this route's own chunk, so no other page loads it. */
export default function BackOfficeSalesPage() {
  return (
    <Page copy={copy} wide>
      <ScreenGate
        permission="manage:all:platform"
        needsProfile={false}
        denied="You do not have access to this page."
      >
        <SalesDashboard />
        <Gstr1Downloads />
      </ScreenGate>
    </Page>
  );
}
