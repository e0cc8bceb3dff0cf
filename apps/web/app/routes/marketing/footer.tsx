import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/footer';

export const meta = () => pageMeta(copy);

export default function FooterPage() {
  return <Page copy={copy} />;
}
