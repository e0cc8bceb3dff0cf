import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/e-form16';

export const meta = () => pageMeta(copy);

export default function EForm16Page() {
  return <OfferingPage copy={copy} kind="product" name="E-Form16" />;
}
