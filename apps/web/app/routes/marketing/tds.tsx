import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/tds';

export const meta = () => pageMeta(copy);

export default function SmartTdsPage() {
  return <OfferingPage copy={copy} kind="product" name="Smart TDS" />;
}
