import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/add-cart';
import { CartSection } from '../../features/cart/cart-section';

export const meta = () => pageMeta(copy);

export default function CartPage() {
  return (
    <Page copy={copy}>
      <CartSection />
    </Page>
  );
}
