import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/selffilling';

export const meta = () => pageMeta(copy);

export default function SelfFilingPage() {
  return <OfferingPage copy={copy} kind="product" name="Self Filing" />;
}
