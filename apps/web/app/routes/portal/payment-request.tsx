import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/payment-request.ts';
import { PaymentRequestSection } from '#app/features/payment/payment-request-section.tsx';

export const meta = () => pageMeta(copy);

export default function PaymentRequestPage() {
  return (
    <Page copy={copy} fillsScreen>
      <PaymentRequestSection />
    </Page>
  );
}
