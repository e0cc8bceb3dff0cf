import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Table from './stacked-table';

afterEach(cleanup);

function renderOrders() {
  return render(
    <Table.StackedTable className="orders">
      <caption>Orders</caption>
      <Table.HeaderRow labels={['Order', 'Amount', 'Description']} />
      <Table.Body>
        <Table.Row>
          <Table.RowHeader>ORD-000001</Table.RowHeader>
          <Table.Cell label="Amount">₹28,320.00</Table.Cell>
          <Table.Cell label="Description" wide className="description">
            E-POI Starter for 1 year
          </Table.Cell>
        </Table.Row>
      </Table.Body>
      <Table.Foot>
        <Table.Row>
          <Table.RowHeader>Total</Table.RowHeader>
          <Table.Cell>₹28,320.00</Table.Cell>
        </Table.Row>
      </Table.Foot>
    </Table.StackedTable>,
  );
}

describe('a table that becomes cards on a phone', () => {
  it('states every role itself, so restyling the table for a phone keeps it a table', () => {
    const { container } = renderOrders();
    const roles = (selector: string) =>
      Array.from(container.querySelectorAll(selector), (element) => element.getAttribute('role'));
    expect(roles('table')).toEqual(['table']);
    expect(roles('thead, tbody, tfoot')).toEqual(['rowgroup', 'rowgroup', 'rowgroup']);
    expect(roles('tr')).toEqual(['row', 'row', 'row']);
    expect(roles('thead th')).toEqual(['columnheader', 'columnheader', 'columnheader']);
    expect(roles('tbody th, tfoot th')).toEqual(['rowheader', 'rowheader']);
    expect(roles('td')).toEqual(['cell', 'cell', 'cell']);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table.className).toMatch(/\borders\b/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col']);
    expect(within(table).getAllByRole('rowheader')[0]?.getAttribute('scope')).toBe('row');
  });

  it('gives each value its column’s name for the card, and long values the card’s width', () => {
    renderOrders();
    const [amount, description, total] = screen.getAllByRole('cell');
    expect(amount?.dataset.label).toBe('Amount');
    expect(description?.dataset.label).toBe('Description');
    // The label is drawn by CSS: the cell's text stays the value alone.
    expect(amount?.textContent).toBe('₹28,320.00');
    expect(description?.className).toMatch(/\bdescription\b/);
    expect(description?.className).not.toBe('description');
    expect(amount?.className).toBe('');
    expect(total?.dataset.label).toBeUndefined();
  });

  it('keeps the header of a group of columns as one', () => {
    render(
      <Table.StackedTable>
        <Table.Head>
          <Table.Row>
            <Table.ColumnHeader scope="colgroup" colSpan={2}>
              Apps
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Head>
      </Table.StackedTable>,
    );
    expect(screen.getByRole('columnheader', { name: 'Apps' }).getAttribute('scope')).toBe(
      'colgroup',
    );
  });

  it('heads its columns with the labels shown, then the actions column where rows have buttons', () => {
    render(
      <Table.StackedTable>
        <Table.HeaderRow labels={['Product', false, 'Plan']} actions />
      </Table.StackedTable>,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Product',
      'Plan',
      'Actions',
    ]);
  });
});
