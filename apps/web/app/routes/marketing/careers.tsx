import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/careers';

export const meta = () => pageMeta(copy);

export default function CareersPage() {
  return <Page copy={copy} />;
}
