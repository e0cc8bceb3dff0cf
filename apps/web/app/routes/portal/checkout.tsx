import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/checkout';
import { CheckoutSection } from '../../features/checkout/checkout-section';

export const meta = () => pageMeta(copy);

export default function CheckoutPage() {
  return (
    <Page copy={copy}>
      <CheckoutSection />
    </Page>
  );
}
