import { useSearchParams } from 'react-router';
import { searchOfView, type UserListView, viewFromSearch } from './user-list-view';

/**
 * The list's view, kept in the address so Back returns to the last one and a view can be shared;
 * `show` moves to another view as one step in the history.
 */
export function useUserListView() {
  const [params, setParams] = useSearchParams();
  const view = viewFromSearch(params);
  const show = (next: UserListView) => setParams(new URLSearchParams(searchOfView(next)));
  return { view, search: searchOfView(view), show };
}
