import { transactionsApi } from '@prakar/shared/api/transactions';
import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/transaction-history.ts';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';
import { TransactionsSection } from '#app/features/transactions/transactions-section.tsx';

export const meta = () => pageMeta(copy);

/** Across the page's full width: the reading column is narrower than the orders table needs. */
export default function TransactionHistoryPage() {
  return (
    <Page copy={copy} wide>
      <ScreenGate
        endpoint={transactionsApi.list}
        denied="Your organisation’s administrator decides who sees its orders and invoices. Ask them if you need them."
      >
        <TransactionsSection />
      </ScreenGate>
    </Page>
  );
}
