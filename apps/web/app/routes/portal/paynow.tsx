import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/paynow.ts';
import { PayNowSection } from '#app/features/payment/pay-now-section.tsx';

export const meta = () => pageMeta(copy);

export default function PayNowPage() {
  return (
    <Page copy={copy}>
      <PayNowSection />
    </Page>
  );
}
