import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { Link } from 'react-router';
import { NOTICE_HELP_LABEL } from '#app/components/content/notice-help.ts';
import table from '#app/components/data-table/data-table.module.css';
import { listLoadErrorMessage } from '#app/components/data-table/list-load-error.ts';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { PagedResults } from '#app/components/data-table/paged-results.tsx';
import buttons from '#app/components/ui/button.module.css';
import layout from '#app/components/ui/layout.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import { MatterStates } from './matter-states';
import styles from './matters.module.css';
import { MattersTable } from './matters-table';
import { MATTER_STATE_LABELS, queryOfView, searchOfView, viewFromSearch } from './matters-view';

/**
 * The organisation's advisory matters, open or finished, a page at a time; the address holds the
 * view, so Back and a shared link show the same one.
 */
export function MattersSection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const matters = useApiQuery(
    clientMattersApi.list,
    { query: queryOfView(view) },
    { keepPrevious: true },
  );
  const { shown, loading, busy, failure } = pagedListState(matters);
  const state = MATTER_STATE_LABELS[view.state].toLowerCase();

  return (
    <section aria-labelledby="matters-heading" className={table.listSection}>
      <div className={table.listHeading}>
        <h2 id="matters-heading">{MATTER_STATE_LABELS[view.state]} matters</h2>
        <div className={layout.row}>
          <MatterStates view={view} />
          <Link to="/matters/deadlines" className={buttons.secondary}>
            Deadlines
          </Link>
          <Link to="/matters/new" className={buttons.primary}>
            {NOTICE_HELP_LABEL}
          </Link>
        </div>
      </div>
      <p className={layout.note}>
        Dates are in India Standard Time (IST). The statutory due date is the law’s; the target date
        is the one the firm works to.
      </p>
      <PagedResults
        view={view}
        page={shown && { ...shown, rows: shown.matters.length }}
        show={show}
        loading={loading}
        loadingText="Loading the matters…"
        emptyText={view.state === 'open' ? 'No advisory matters yet.' : `No ${state} matters.`}
        error={
          failure ? listLoadErrorMessage(failure, 'We could not load the matters.') : undefined
        }
        onRetry={() => void matters.refetch()}
        pagesLabel="Matters pages"
        pageSizeId="matters-page-size"
        pageSizeLabel="Matters per page"
      >
        {!loading && shown?.total === 0 && view.state === 'open' ? (
          <p className={styles.emptyHelp}>
            When the firm takes on a notice, an assessment or an appeal for you, it appears here.
            Received a notice? <Link to="/matters/new">Ask for help with it</Link> and upload it, or
            see our <Link to="/assessments_appeals">assessments and appeals</Link> services.
          </p>
        ) : null}
        {shown && shown.matters.length > 0 ? (
          <MattersTable matters={shown.matters} busy={busy} listSearch={searchOfView(view)} />
        ) : null}
      </PagedResults>
    </section>
  );
}
