import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/terms';

export const meta = () => pageMeta(copy);

export default function TermsPage() {
  return <Page copy={copy} />;
}
