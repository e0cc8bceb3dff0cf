import { pageStyles } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/transaction-history';
import { ScreenGate } from '../../features/my-apps/screen-gate';
import { TransactionsSection } from '../../features/transactions/transactions-section';

export const meta = () => pageMeta(copy);

/** Laid out like `Page`, whose body column is narrower than the orders table needs. */
export default function TransactionHistoryPage() {
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.intro}>
        <h1>{copy.heading}</h1>
        <p className={pageStyles.lead}>{copy.summary}</p>
      </div>
      <ScreenGate
        permission="view:transactions:org"
        denied="Your organisation’s administrator decides who sees its orders and invoices. Ask them if you need them."
      >
        <TransactionsSection />
      </ScreenGate>
    </div>
  );
}
