const count = new Intl.NumberFormat('en-IN');

/** The number of the last page; an empty list still has one (empty) page. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * What the results line says: "Showing 26–50 of 312", `emptyText` when nothing matches, or that
 * the page asked for is past the end. Numbers are grouped the Indian way (1,00,000).
 */
export function pageSummary(
  page: number,
  pageSize: number,
  total: number,
  emptyText: string,
): string {
  if (total === 0) return emptyText;
  const first = (page - 1) * pageSize + 1;
  if (first > total) {
    return `There is no page ${count.format(page)}: the last page is ${count.format(lastPage(total, pageSize))}.`;
  }
  const last = Math.min(page * pageSize, total);
  return `Showing ${count.format(first)}–${count.format(last)} of ${count.format(total)}`;
}
