import { leadsApi } from '@prakar/shared/api/leads';
import { recordPath } from '@prakar/shared/routes';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApiQuery } from '#app/lib/api-query.ts';
import { usePageShortcut } from '#app/lib/shortcut-keys.ts';
import styles from './leads.module.css';
import { exportQuery, searchOfView, viewFromSearch } from './leads-view';

/** The inbox's view the message was opened from: its address's search, `?…` or ''. */
function useInboxSearch(): string {
  return searchOfView(viewFromSearch(new URLSearchParams(useLocation().search)));
}

/** Back to the inbox as the staff member left it: the same filters and page. */
export function BackToInbox() {
  return (
    <Link className={styles.back} to={`/back-office/leads${useInboxSearch()}`}>
      Back to the inbox
    </Link>
  );
}

/**
 * Back to the inbox, and the messages either side of this one in it: Previous (newer) and Next
 * (older), by link or by `k` and `j` while no field has the keys. Each keeps the inbox's view, so
 * stepping follows its filters and order, and Back to the inbox returns to it.
 */
export function LeadSteps({ id }: { id: string }) {
  const inboxSearch = useInboxSearch();
  const navigate = useNavigate();
  const around = useApiQuery(leadsApi.neighbours, {
    params: { id },
    query: exportQuery(viewFromSearch(new URLSearchParams(inboxSearch))),
  });
  const previous = around.data?.previous ?? null;
  const next = around.data?.next ?? null;
  const pathOf = (lead: { id: string }) =>
    `${recordPath('back-office/leads', lead.id)}${inboxSearch}`;
  const previousPath = previous && pathOf(previous);
  const nextPath = next && pathOf(next);

  usePageShortcut(
    useCallback(
      (event: KeyboardEvent) => {
        const to = event.key === 'j' ? nextPath : event.key === 'k' ? previousPath : null;
        if (!to) return;
        event.preventDefault();
        void navigate(to);
      },
      [navigate, nextPath, previousPath],
    ),
  );

  return (
    <nav aria-label="Messages in the inbox" className={styles.steps}>
      <BackToInbox />
      <div className={styles.stepLinks}>
        {previousPath ? (
          <Link
            to={previousPath}
            rel="prev"
            aria-keyshortcuts="k"
            aria-label={`Previous: ${previous?.name}`}
          >
            ← Previous
          </Link>
        ) : (
          <span aria-disabled="true">← Previous</span>
        )}
        {nextPath ? (
          <Link to={nextPath} rel="next" aria-keyshortcuts="j" aria-label={`Next: ${next?.name}`}>
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
