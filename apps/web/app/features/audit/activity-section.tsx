import type { AuditList } from '@prakar/shared/audit';
import { ROLE_IDS } from '@prakar/shared/permissions';
import { LoadError } from '../../components/content/load-error';
import table from '../../components/data-table/data-table.module.css';
import { listLoadErrorMessage } from '../../components/data-table/list-load-error';
import { Pagination } from '../../components/data-table/pagination';
import { ResultsStatus } from '../../components/data-table/results-status';
import { useKeptApiGet } from '../../lib/use-kept-api-get';
import { useQueryView } from '../../lib/use-query-view';
import { useCurrentUser } from '../session/use-current-user';
import styles from './audit.module.css';
import { AuditFilterForm } from './audit-filter-form';
import { type AuditFilters, searchOfView, viewFromSearch } from './audit-filters';
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
  const { state, shown, retry } = useKeptApiGet<AuditList>(`/Details/Audit${searchOfView(view)}`);

  const applyFilters = (filters: AuditFilters) => show({ ...view, ...filters, page: 1 });
  const loading = state.status === 'loading';

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
      {state.status === 'error' ? (
        <LoadError
          message={listLoadErrorMessage(state.error, 'We could not load the activity.')}
          onRetry={retry}
        />
      ) : null}
      {shown && shown.events.length > 0 ? (
        <AuditTable events={shown.events} busy={loading} />
      ) : null}
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
