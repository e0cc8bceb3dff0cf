import { pageStyles } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/transaction-history.ts';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';
import { TransactionsSection } from '#app/features/transactions/transactions-section.tsx';

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
