import { useQueryView } from '#app/lib/use-query-view.ts';
import { searchOfView, viewFromSearch } from './user-list-view';

/** The users list's view (search, filters, sort, page), kept in the address. */
export function useUserListView() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  return { view, search: searchOfView(view), show };
}
