import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/customer';

export const meta = () => pageMeta(copy);

export default function CustomersPage() {
  return <Page copy={copy} />;
}
