import { LegalDocument } from '#app/components/content/legal-document.tsx';
import { refundCopy } from '#app/content/copy/legal.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/refund-policy.ts';

export const meta = () => pageMeta(copy);

export default function RefundPolicyPage() {
  return <LegalDocument copy={refundCopy} />;
}
