import { screen } from '@testing-library/react';

const text = (cell: HTMLTableCellElement) => cell.textContent;

/**
 * Each body row of the table on screen as its cells' text, or what `cellText` reads of each
 * cell; also while a dialog hides the page from assistive technology.
 */
export function bodyRows(cellText: (cell: HTMLTableCellElement) => string | null = text) {
  return screen
    .queryAllByRole<HTMLTableRowElement>('row', { hidden: true })
    .slice(1)
    .map((row) => Array.from(row.cells, (cell) => cellText(cell)));
}
