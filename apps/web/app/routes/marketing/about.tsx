import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/about';

export const meta = () => pageMeta(copy);

export default function AboutPage() {
  return <Page copy={copy} />;
}
