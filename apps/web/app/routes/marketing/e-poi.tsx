import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/e-poi';

export const meta = () => pageMeta(copy);

export default function EPoiPage() {
  return <OfferingPage copy={copy} kind="product" name="E-POI" />;
}
