import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/transaction-history';

export const meta = () => pageMeta(copy);

export default function TransactionHistoryPage() {
  return <Page copy={copy} />;
}
