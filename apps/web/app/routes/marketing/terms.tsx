import { LegalDocument } from '#app/components/content/legal-document.tsx';
import { termsCopy } from '#app/content/copy/legal.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/terms.ts';

export const meta = () => pageMeta(copy);

export default function TermsPage() {
  return <LegalDocument copy={termsCopy} />;
}
