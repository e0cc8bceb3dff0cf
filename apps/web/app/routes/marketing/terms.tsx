import { LegalDocument } from '../../components/content/legal-document';
import { termsCopy } from '../../content/copy/legal';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/terms';

export const meta = () => pageMeta(copy);

export default function TermsPage() {
  return <LegalDocument copy={termsCopy} />;
}
