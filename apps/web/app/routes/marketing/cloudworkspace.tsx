import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/cloudworkspace';

export const meta = () => pageMeta(copy);

export default function CloudWorkspacePage() {
  return <OfferingPage copy={copy} kind="product" name="Cloud workspace" />;
}
