import { transactionsApi } from '@prakar/shared/api/transactions';
import { usersApi } from '@prakar/shared/api/users';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, setupApiServer } from '#tests/component/api-server.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import TransactionHistoryPage from './transaction-history';

setupApiServer(
  answer(transactionsApi.list, { transactions: [], ...paging(0) }),
  answer(usersApi.organisations, { organisations: [] }),
);

/** The page's lead sentence, under its heading. */
async function lead() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Transaction history' });
  return heading.nextElementSibling?.textContent;
}

describe('the transaction history’s words', () => {
  it('do not tell the firm’s administrator the orders are their organisation’s', async () => {
    signInWith(['view:transactions:org', 'manage:all:platform']);
    renderScreen('/transaction-history', <TransactionHistoryPage />);
    expect(await lead()).not.toMatch(/your organisation/i);
    expect(await screen.findByText(/Every organisation’s orders/)).toBeDefined();
  });

  it('tell a customer they are their organisation’s', async () => {
    signInWith(['view:transactions:org']);
    renderScreen('/transaction-history', <TransactionHistoryPage />);
    expect(await lead()).toBeTruthy();
    expect(await screen.findByText(/Your organisation’s orders/)).toBeDefined();
  });
});
