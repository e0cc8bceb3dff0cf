import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/add-cart';

export const meta = () => pageMeta(copy);

export default function CartPage() {
  return <Page copy={copy} />;
}
