import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/checkout.ts';
import { CheckoutSection } from '#app/features/checkout/checkout-section.tsx';

export const meta = () => pageMeta(copy);

export default function CheckoutPage() {
  return (
    <Page copy={copy} fillsScreen>
      <CheckoutSection />
    </Page>
  );
}
