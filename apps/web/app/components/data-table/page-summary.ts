const count = new Intl.NumberFormat('en-IN');

/**
 * What the results line says: "Showing 25 of 312", or `emptyText` when nothing matches. Numbers
 * are grouped the Indian way (1,00,000).
 */
export function pageSummary(shown: number, total: number, emptyText: string): string {
  if (total === 0) return emptyText;
  return `Showing ${count.format(shown)} of ${count.format(total)}`;
}
