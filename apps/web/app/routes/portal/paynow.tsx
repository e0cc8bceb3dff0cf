import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/paynow';
import { PayNowSection } from '../../features/payment/pay-now-section';

export const meta = () => pageMeta(copy);

export default function PayNowPage() {
  return (
    <Page copy={copy}>
      <PayNowSection />
    </Page>
  );
}
