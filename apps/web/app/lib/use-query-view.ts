import { useLocation, useNavigate, useNavigation } from 'react-router';

/**
 * A list's view (filters, sort, page) kept in the address, so Back returns to the last one and a
 * view can be shared; `show` moves to another view as one step in the history.
 */
export function useQueryView<View>(
  parse: (params: URLSearchParams) => View,
  serialise: (view: View) => string,
) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const view = parse(new URLSearchParams(search));
  const show = (next: View) => {
    // A search sent as typing pauses must not call back a record the person has just opened.
    if (navigation.location && navigation.location.pathname !== pathname) return;
    void navigate({ search: serialise(next) });
  };
  return { view, show };
}
