import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-orders.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { OrdersSection } from '#app/features/back-office-orders/orders-section.tsx';
import { PaymentLinkDialog } from '#app/features/transactions/payment-link-dialog.tsx';

export const meta = () => pageMeta(copy);

/** `/back-office/orders`: every organisation's orders, and the payment links sent. */
export default function BackOfficeOrdersPage() {
  return (
    <BackOfficeScreen copy={copy}>
      <OrdersSection actions={<PaymentLinkDialog />} />
    </BackOfficeScreen>
  );
}
