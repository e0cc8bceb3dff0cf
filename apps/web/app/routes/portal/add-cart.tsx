import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/add-cart.ts';
import { CartSection } from '#app/features/cart/cart-section.tsx';

export const meta = () => pageMeta(copy);

export default function CartPage() {
  return (
    <Page copy={copy} fillsScreen>
      <CartSection />
    </Page>
  );
}
