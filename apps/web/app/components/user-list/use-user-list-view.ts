import { useQueryView } from '#app/lib/use-query-view.ts';
import { queryOfView, searchOfView, viewFromSearch } from './user-list-view';

/** The users list's view (search, filters, sort, page), kept in the address, and its API query. */
export function useUserListView() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  return { view, query: queryOfView(view), show };
}
