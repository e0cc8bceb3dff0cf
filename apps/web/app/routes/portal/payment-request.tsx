import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/payment-request';
import { PaymentRequestSection } from '../../features/payment/payment-request-section';

export const meta = () => pageMeta(copy);

export default function PaymentRequestPage() {
  return (
    <Page copy={copy}>
      <PaymentRequestSection />
    </Page>
  );
}
