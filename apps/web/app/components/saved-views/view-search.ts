/**
 * A list's address query as a view holds it: without the page it was on, the rest in a fixed
 * order, so the same filters in any order are the same view.
 */
export function viewSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('cursor');
  params.delete('page');
  params.sort();
  return params.toString();
}
