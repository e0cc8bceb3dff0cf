import { useLocation, useNavigate } from 'react-router';

/**
 * A list's view (filters, sort, page) kept in the address, so Back returns to the last one and a
 * view can be shared; `show` moves to another view as one step in the history.
 */
export function useQueryView<View>(
  parse: (params: URLSearchParams) => View,
  serialise: (view: View) => string,
) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = parse(new URLSearchParams(search));
  const show = (next: View) => {
    void navigate({ search: serialise(next) });
  };
  return { view, show };
}
