import { mattersApi } from '@prakar/shared/api/matters';
import { recordPath } from '@prakar/shared/routes';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApiQuery } from '#app/lib/api-query.ts';
import { usePageShortcut } from '#app/lib/shortcut-keys.ts';
import styles from './matters.module.css';
import { queryOfView, searchOfView, viewFromSearch } from './matters-view';

/** The list's view the matter was opened from: its address's search, `?…` or ''. */
function useListSearch(): string {
  return searchOfView(viewFromSearch(new URLSearchParams(useLocation().search)));
}

/** Back to the matters as the staff member left them: the same filters, sorting and page. */
export function BackToMatters() {
  return (
    <Link className={styles.back} to={`/back-office/matters${useListSearch()}`}>
      Back to the matters
    </Link>
  );
}

/**
 * Back to the list, and the matters either side of this one on the list's page it was opened
 * from: Previous and Next, by link or by `k` and `j` while no field has the keys. Each keeps the
 * list's view, so Back to the matters returns to it.
 */
export function MatterSteps({ id }: { id: string }) {
  const listSearch = useListSearch();
  const navigate = useNavigate();
  const list = useApiQuery(mattersApi.list, {
    query: queryOfView(viewFromSearch(new URLSearchParams(listSearch))),
  });
  const matters = list.data?.matters ?? [];
  const at = matters.findIndex((matter) => matter.id === id);
  const previous = at > 0 ? matters[at - 1] : undefined;
  const next = at >= 0 ? matters[at + 1] : undefined;
  const pathOf = (matter: { id: string }) =>
    `${recordPath('back-office/matters', matter.id)}${listSearch}`;
  const previousPath = previous && pathOf(previous);
  const nextPath = next && pathOf(next);

  usePageShortcut(
    useCallback(
      (event: KeyboardEvent) => {
        const to = event.key === 'j' ? nextPath : event.key === 'k' ? previousPath : undefined;
        if (!to) return;
        event.preventDefault();
        void navigate(to);
      },
      [navigate, nextPath, previousPath],
    ),
  );

  return (
    <nav aria-label="Matters in the list" className={styles.steps}>
      <BackToMatters />
      <div className={styles.stepLinks}>
        {previousPath ? (
          <Link
            to={previousPath}
            rel="prev"
            aria-keyshortcuts="k"
            aria-label={`Previous: ${previous?.number}`}
          >
            ← Previous
          </Link>
        ) : (
          <span aria-disabled="true">← Previous</span>
        )}
        {nextPath ? (
          <Link to={nextPath} rel="next" aria-keyshortcuts="j" aria-label={`Next: ${next?.number}`}>
            Next →
          </Link>
        ) : (
          <span aria-disabled="true">Next →</span>
        )}
        <span className={styles.stepKeys}>
          Keys <kbd>k</kbd> and <kbd>j</kbd>
        </span>
      </div>
    </nav>
  );
}
