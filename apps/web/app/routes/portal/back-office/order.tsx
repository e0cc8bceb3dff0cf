import { useParams } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { orderCopy } from '#app/content/pages/back-office-orders.ts';
import { OrderDetail } from '#app/features/back-office-orders/order-detail.tsx';
import { RefundPanel } from '#app/features/refunds/refund-panel.tsx';
import { BackOfficePage } from './back-office-page';

export const meta = () => pageMeta(orderCopy);

/** `/back-office/orders/:reference`: one order in full. */
export default function BackOfficeOrderPage() {
  const { reference = '' } = useParams();
  return (
    <BackOfficePage copy={orderCopy}>
      <OrderDetail
        reference={reference}
        refundPanel={(order) => <RefundPanel reference={order.reference} />}
      />
    </BackOfficePage>
  );
}
