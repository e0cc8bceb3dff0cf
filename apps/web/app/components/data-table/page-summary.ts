import type { PageInfo } from '@prakar/shared/list-query';
import { formatCount } from '#app/lib/plural.ts';

export type Counted = Pick<PageInfo, 'total' | 'totalIsLowerBound'>;

/** How many rows match: "312", or "more than 1,000" when the server stopped counting. */
export function countText({ total, totalIsLowerBound }: Counted): string {
  return totalIsLowerBound ? `more than ${formatCount(total)}` : formatCount(total);
}

/**
 * What the results line says: "Showing 26–50 of 312" when the page's first row is known, else
 * "Showing 25 of 312" (and "Showing 2 of 2" when every row is on the page); "of more than 1,000" when the server stopped counting; `emptyText` when
 * nothing matches. Numbers are grouped the Indian way (1,00,000).
 */
export function pageSummary(
  shown: number,
  total: number,
  emptyText: string,
  { totalIsLowerBound = false, firstRow }: { totalIsLowerBound?: boolean; firstRow?: number } = {},
): string {
  if (total === 0) return emptyText;
  const of = countText({ total, totalIsLowerBound });
  const whole = firstRow === 1 && shown === total;
  const rows =
    firstRow === undefined || whole || shown === 0
      ? formatCount(shown)
      : shown === 1
        ? `row ${formatCount(firstRow)}`
        : `${formatCount(firstRow)}–${formatCount(firstRow + shown - 1)}`;
  return `Showing ${rows} of ${of}`;
}
