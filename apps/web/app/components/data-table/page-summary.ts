const count = new Intl.NumberFormat('en-IN');

/**
 * What the results line says: "Showing 25 of 312", "Showing 25 of more than 1,000" when the server
 * stopped counting, or `emptyText` when nothing matches. Numbers are grouped the Indian way
 * (1,00,000).
 */
export function pageSummary(
  shown: number,
  total: number,
  emptyText: string,
  totalIsLowerBound = false,
): string {
  if (total === 0) return emptyText;
  const of = totalIsLowerBound ? `more than ${count.format(total)}` : count.format(total);
  return `Showing ${count.format(shown)} of ${of}`;
}
