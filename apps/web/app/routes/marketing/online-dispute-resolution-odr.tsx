import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/online-dispute-resolution-odr';

export const meta = () => pageMeta(copy);

export default function OnlineDisputeResolutionPage() {
  return <OfferingPage copy={copy} kind="service" name="Online Dispute Resolution" />;
}
