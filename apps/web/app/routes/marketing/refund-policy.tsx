import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/refund-policy';

export const meta = () => pageMeta(copy);

export default function RefundPolicyPage() {
  return <Page copy={copy} />;
}
