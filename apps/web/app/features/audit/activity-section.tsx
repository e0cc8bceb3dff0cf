import { auditApi } from '@prakar/shared/api/audit';
import { ROLE_IDS } from '@prakar/shared/permissions';
import table from '#app/components/data-table/data-table.module.css';
import { listLoadErrorMessage } from '#app/components/data-table/list-load-error.ts';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { PagedResults } from '#app/components/data-table/paged-results.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import styles from './audit.module.css';
import { AuditEntries } from './audit-entries';
import { AuditFilterForm } from './audit-filter-form';
import { type AuditFilters, queryOfView, searchOfView, viewFromSearch } from './audit-filters';
import { DownloadCsvButton } from './download-csv-button';

/**
 * The organisation's audit trail: filters, one page of events told as sentences and a CSV of
 * everything that matches. The address holds the whole view, so it can be shared and Back goes
 * to the last one.
 */
export function ActivitySection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  // The firm's own staff read every organisation's trail.
  const platformAdmin = useCurrentUser()?.RoleId === ROLE_IDS.platform_admin;
  const trail = useApiQuery(auditApi.list, { query: queryOfView(view) }, { keepPrevious: true });
  const { shown, loading, busy, failure } = pagedListState(trail);

  const applyFilters = (filters: AuditFilters) => show({ ...view, ...filters, cursor: '' });

  return (
    <section aria-labelledby="activity-heading" className={table.listSection}>
      <div className={table.listHeading}>
        <h2 id="activity-heading">Activity</h2>
        <DownloadCsvButton filters={view} />
      </div>
      <p className={styles.note}>
        Sign-ins, changes to users and access, orders, payments and other security events
        {platformAdmin ? ' in every organisation' : ' in your organisation'}. Times are in India
        Standard Time (IST).
      </p>
      <AuditFilterForm filters={view} showOrganisation={platformAdmin} onApply={applyFilters} />
      <PagedResults
        view={view}
        page={shown && { ...shown, rows: shown.events.length }}
        show={show}
        loading={loading}
        loadingText="Loading activity…"
        emptyText="No activity matches these filters."
        error={
          failure ? listLoadErrorMessage(failure, 'We could not load the activity.') : undefined
        }
        onRetry={() => void trail.refetch()}
        pagesLabel="Activity pages"
        pageSizeId="audit-page-size"
        pageSizeLabel="Events per page"
      >
        {shown && shown.events.length > 0 ? (
          <AuditEntries events={shown.events} busy={busy} />
        ) : null}
      </PagedResults>
    </section>
  );
}
