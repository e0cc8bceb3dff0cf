import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortHeader } from './sort-header';
import * as Table from './stacked-table';

afterEach(cleanup);

type Field = 'placed' | 'amount';

function renderHeaders(sorting: { sort: Field; order: 'asc' | 'desc' }, onSort = vi.fn()) {
  render(
    <Table.StackedTable>
      <caption>Orders</caption>
      <Table.Head>
        <Table.Row>
          <SortHeader<Field> field="placed" label="Placed" sorting={sorting} onSort={onSort} />
          <SortHeader<Field> field="amount" label="Amount" sorting={sorting} onSort={onSort} />
        </Table.Row>
      </Table.Head>
    </Table.StackedTable>,
  );
  return onSort;
}

describe('SortHeader', () => {
  it('says on the sorted column which way the list is sorted, and nothing on the others', () => {
    renderHeaders({ sort: 'amount', order: 'desc' });
    const amount = screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount.getAttribute('aria-sort')).toBe('descending');
    expect(
      screen.getByRole('columnheader', { name: /Placed/ }).getAttribute('aria-sort'),
    ).toBeNull();
  });

  it('sorts by its column from the keyboard', async () => {
    const onSort = renderHeaders({ sort: 'placed', order: 'asc' });
    const placed = screen.getByRole('columnheader', { name: /Placed/ });
    expect(placed.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Amount/ }));
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledWith('amount');
  });
});
