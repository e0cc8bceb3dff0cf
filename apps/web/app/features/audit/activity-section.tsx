import { auditApi } from '@prakar/shared/api/audit';
import { ROLE_IDS } from '@prakar/shared/permissions';
import { LoadError } from '#app/components/content/load-error.tsx';
import table from '#app/components/data-table/data-table.module.css';
import { listLoadErrorMessage } from '#app/components/data-table/list-load-error.ts';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { Pagination } from '#app/components/data-table/pagination.tsx';
import { ResultsStatus } from '#app/components/data-table/results-status.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import styles from './audit.module.css';
import { AuditFilterForm } from './audit-filter-form';
import { type AuditFilters, queryOfView, searchOfView, viewFromSearch } from './audit-filters';
import { AuditTable } from './audit-table';
import { DownloadCsvButton } from './download-csv-button';

/**
 * The organisation's audit trail: filters, one page of events and a CSV of everything that
 * matches. The address holds the whole view, so it can be shared and Back goes to the last one.
 */
export function ActivitySection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  // The firm's own staff read every organisation's trail.
  const platformAdmin = useCurrentUser()?.RoleId === ROLE_IDS.platform_admin;
  const trail = useApiQuery(auditApi.list, { query: queryOfView(view) }, { keepPrevious: true });
  const { shown, loading, busy, failure } = pagedListState(trail);

  const applyFilters = (filters: AuditFilters) => show({ ...view, ...filters, page: 1 });

  return (
    <section aria-labelledby="activity-heading" className={table.listSection}>
      <div className={table.listHeading}>
        <h2 id="activity-heading">Activity</h2>
        <DownloadCsvButton filters={view} />
      </div>
      <p className={styles.note}>
        Sign-ins, changes to users and access, and other security events
        {platformAdmin ? ' in every organisation' : ' in your organisation'}. Times are in India
        Standard Time (IST).
      </p>
      <AuditFilterForm filters={view} showOrganisation={platformAdmin} onApply={applyFilters} />
      <ResultsStatus
        loading={loading}
        loadingText="Loading activity…"
        paging={view}
        total={shown?.total}
        emptyText="No activity matches these filters."
      />
      {failure ? (
        <LoadError
          message={listLoadErrorMessage(failure, 'We could not load the activity.')}
          onRetry={() => void trail.refetch()}
        />
      ) : null}
      {shown && shown.events.length > 0 ? <AuditTable events={shown.events} busy={busy} /> : null}
      {shown && shown.total > 0 ? (
        <Pagination
          page={view.page}
          pageSize={view.pageSize}
          total={shown.total}
          searchOfPage={(page) => searchOfView({ ...view, page })}
          label="Activity pages"
          pageSizeId="audit-page-size"
          pageSizeLabel="Events per page"
          onPageSize={(pageSize) => show({ ...view, pageSize, page: 1 })}
        />
      ) : null}
    </section>
  );
}
