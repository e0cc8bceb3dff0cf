import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-sales.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { Gstr1Downloads } from '#app/features/sales/gstr1-downloads.tsx';
import { SalesDashboard } from '#app/features/sales/sales-dashboard.tsx';
import { SalesTrend } from '#app/features/sales/sales-trend.tsx';

export const meta = () => pageMeta(copy);

/** The charting library comes with this route's own chunk, so no other page loads it. */
export default function BackOfficeSalesPage() {
  return (
    <BackOfficeScreen copy={copy}>
      <SalesDashboard />
      <SalesTrend />
      <Gstr1Downloads />
    </BackOfficeScreen>
  );
}
