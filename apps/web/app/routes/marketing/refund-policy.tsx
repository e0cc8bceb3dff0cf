import { LegalDocument } from '../../components/content/legal-document';
import { refundCopy } from '../../content/copy/legal';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/refund-policy';

export const meta = () => pageMeta(copy);

export default function RefundPolicyPage() {
  return <LegalDocument copy={refundCopy} />;
}
