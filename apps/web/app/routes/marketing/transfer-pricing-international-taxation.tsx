import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/transfer-pricing-international-taxation';

export const meta = () => pageMeta(copy);

export default function TransferPricingPage() {
  return (
    <OfferingPage copy={copy} kind="service" name="Transfer Pricing & International Taxation" />
  );
}
