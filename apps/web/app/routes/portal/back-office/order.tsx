import { useParams } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { orderCopy } from '#app/content/pages/back-office-orders.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { OrderDetail } from '#app/features/back-office-orders/order-detail.tsx';
import { RefundPanel } from '#app/features/refunds/refund-panel.tsx';

export const meta = () => pageMeta(orderCopy);

/** `/back-office/orders/:reference`: one order in full. */
export default function BackOfficeOrderPage() {
  const { reference = '' } = useParams();
  return (
    <BackOfficeScreen copy={orderCopy}>
      <OrderDetail
        reference={reference}
        refundPanel={(order) => <RefundPanel reference={order.reference} />}
      />
    </BackOfficeScreen>
  );
}
