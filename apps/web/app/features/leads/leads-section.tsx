import { leadsApi } from '@prakar/shared/api/leads';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { QueryResults } from '#app/components/data-table/query-results.tsx';
import { useRowChoice } from '#app/components/data-table/row-choice.tsx';
import workList from '#app/components/data-table/work-list.module.css';
import { SavedViews } from '#app/components/saved-views/saved-views.tsx';
import layout from '#app/components/ui/layout.module.css';
import { call } from '#app/lib/api-client.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import { LeadsBulkBar } from './leads-bulk';
import { LeadsFilters } from './leads-filters';
import { LeadsTable } from './leads-table';
import {
  exportQuery,
  noLeadsText,
  queryOfView,
  readyViews,
  searchOfView,
  viewFromSearch,
  withFilters,
} from './leads-view';

/**
 * The firm's inbox as a work list: ready-made views, search and filters, one dense page of
 * messages newest first with boxes to change several at once, and a CSV of every message the
 * filters match. The address holds the whole view, so it can be shared, Back goes to the last
 * one, and a message's screen can step through it.
 */
export function LeadsSection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const me = useCurrentUser()?.UserId;
  const viewSearch = searchOfView(view);
  const list = useApiQuery(leadsApi.list, { query: queryOfView(view) }, { keepPrevious: true });
  const choice = useRowChoice(viewSearch);
  const chosenIds = (pagedListState(list).shown?.leads ?? [])
    .map((lead) => lead.id)
    .filter((id) => choice.chosen.has(id));

  return (
    <section aria-labelledby="leads-heading" className={workList.list}>
      <div className={workList.head}>
        <h2 id="leads-heading">Inbox</h2>
        <SavedViews list="leads" ready={readyViews(view, me)} current={viewSearch} />
        <DownloadButton
          download={async () => {
            const { blob, filename } = await call(leadsApi.export, { query: exportQuery(view) });
            saveBlob(blob, filename);
          }}
        >
          Download CSV
        </DownloadButton>
      </div>
      <LeadsFilters filters={view} onChange={(filters) => show(withFilters(view, filters))} />
      {chosenIds.length > 0 ? <LeadsBulkBar ids={chosenIds} onDone={choice.clear} /> : null}
      <QueryResults
        view={view}
        show={show}
        list={list}
        rows="leads"
        noun="messages"
        emptyText={noLeadsText(view)}
      >
        {(rows, busy) => (
          <LeadsTable leads={rows} busy={busy} choice={choice} viewSearch={viewSearch} />
        )}
      </QueryResults>
      <p className={layout.note}>
        Times are in India Standard Time (IST). A message from the address of a customer’s user
        names their organisation.
      </p>
    </section>
  );
}
