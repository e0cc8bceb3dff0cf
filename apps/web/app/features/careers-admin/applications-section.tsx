import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import { type ApplicationSummary, OPENING_STATE_LABELS } from '@prakar/shared/careers-admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import table from '#app/components/data-table/data-table.module.css';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { QueryResults } from '#app/components/data-table/query-results.tsx';
import { useRowChoice } from '#app/components/data-table/row-choice.tsx';
import { sortedBy } from '#app/components/data-table/sorting.ts';
import { SavedViews } from '#app/components/saved-views/saved-views.tsx';
import { call } from '#app/lib/api-client.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useFocusReturn } from '#app/lib/focus-return.ts';
import { countOf } from '#app/lib/plural.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import { ApplicationDialog } from './application-dialog';
import { ApplicationFilterForm } from './application-filter-form';
import {
  exportQuery,
  hasFilters,
  queryOfView,
  readyViews,
  searchOfView,
  viewFromSearch,
} from './application-filters';
import { ApplicationsBulkBar } from './applications-bulk';
import { ApplicationsTable } from './applications-table';
import styles from './careers-admin.module.css';
import { StatusCountList, totalOf } from './status-counts';

/** The opening's name, where it stands, and its applications counted by status. */
function OpeningSummary({ openingId }: { openingId: string }) {
  const opening = useApiQuery(careersAdminApi.getOpening, { params: { openingId } });
  if (opening.isPending) return <p role="status">Loading the opening…</p>;
  if (opening.isError) {
    const gone = opening.error instanceof ApiError && opening.error.status === 404;
    return gone ? (
      <p>This opening no longer exists.</p>
    ) : (
      <LoadError message="We could not load the opening." onRetry={() => void opening.refetch()} />
    );
  }
  const { data } = opening;
  return (
    <div>
      <h2 id="applications-heading">
        {data.title}{' '}
        <span className={`${table.badge} ${styles[data.state]}`}>
          {OPENING_STATE_LABELS[data.state]}
        </span>
      </h2>
      <p className={styles.note}>
        {data.department} · {data.location} · {data.employmentType} ·{' '}
        {countOf(totalOf(data.applications), 'application', 'applications')}
      </p>
      <StatusCountList counts={data.applications} />
    </div>
  );
}

/**
 * One opening's applications: find applicants by name or e-mail, narrow them to a status (or
 * follow a ready-made or saved view), sort and page through them, open one to read it, change its status or add notes, tick several to move
 * them to a status at once, or download the list as CSV. The view is in the address, so Back
 * returns to it and it can be shared.
 */
export function ApplicationsSection({ openingId }: { openingId: string }) {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const choice = useRowChoice(searchOfView(view));
  const applications = useApiQuery(
    careersAdminApi.listApplications,
    { params: { openingId }, query: queryOfView(view) },
    { keepPrevious: true },
  );
  const [opened, setOpened] = useState<ApplicationSummary>();
  const focusReturn = useFocusReturn();
  const opening = useApiQuery(careersAdminApi.getOpening, { params: { openingId } });
  const filtered = hasFilters(view);
  const chosen = (pagedListState(applications).shown?.applications ?? []).filter((application) =>
    choice.chosen.has(application.id),
  );

  return (
    <section aria-labelledby="applications-heading" className={table.listSection}>
      <Link className={styles.back} to="/back-office/careers">
        All openings
      </Link>
      <div className={styles.listHead}>
        <OpeningSummary openingId={openingId} />
        <DownloadButton
          download={async () => {
            const { blob, filename } = await call(careersAdminApi.exportApplications, {
              params: { openingId },
              query: exportQuery(view),
            });
            saveBlob(blob, filename);
          }}
        >
          Download CSV
        </DownloadButton>
      </div>
      <SavedViews list="applications" ready={readyViews(view)} current={searchOfView(view)} />
      <ApplicationFilterForm
        filters={view}
        onApply={(filters) => show({ ...view, ...filters, cursor: '' })}
      />
      {chosen.length > 0 ? <ApplicationsBulkBar chosen={chosen} onDone={choice.clear} /> : null}
      <QueryResults
        view={view}
        show={show}
        list={applications}
        rows="applications"
        emptyText={filtered ? 'No applications match these filters.' : 'No applications yet.'}
      >
        {(rows, busy) => (
          <ApplicationsTable
            applications={rows}
            busy={busy}
            choice={choice}
            sorting={view}
            onSort={(field) => show(sortedBy(view, field))}
            onOpen={(application, button) => {
              focusReturn.remember(button);
              setOpened(application);
            }}
          />
        )}
      </QueryResults>
      {opened ? (
        <ApplicationDialog
          key={opened.id}
          applicationId={opened.id}
          applicantName={opened.name}
          openingTitle={opening.data?.title ?? 'this opening'}
          onClose={() => setOpened(undefined)}
          onCloseAutoFocus={focusReturn.restore}
        />
      ) : null}
    </section>
  );
}
