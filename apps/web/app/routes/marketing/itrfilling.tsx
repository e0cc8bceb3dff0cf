import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/itrfilling';

export const meta = () => pageMeta(copy);

export default function ItrFilingPage() {
  return <OfferingPage copy={copy} kind="service" name="ITR Filing" />;
}
