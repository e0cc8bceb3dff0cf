import { mattersApi } from '@prakar/shared/api/matters';
import { Link } from 'react-router';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { QueryResults } from '#app/components/data-table/query-results.tsx';
import { useRowChoice } from '#app/components/data-table/row-choice.tsx';
import { sortedBy } from '#app/components/data-table/sorting.ts';
import workList from '#app/components/data-table/work-list.module.css';
import { SavedViews } from '#app/components/saved-views/saved-views.tsx';
import buttons from '#app/components/ui/button.module.css';
import layout from '#app/components/ui/layout.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import { MattersBulkBar } from './matters-bulk';
import { MattersFilters } from './matters-filters';
import { MattersTable } from './matters-table';
import {
  noMattersText,
  queryOfView,
  readyViews,
  searchOfView,
  viewFromSearch,
  withFilters,
} from './matters-view';

/**
 * The clients' advisory matters as the staff's work list: ready-made and saved views, search and
 * filters, one dense page soonest due first, sorted by a column's header, with boxes to change
 * several at once. The address holds the whole view, so it can be shared, Back returns to the
 * last one, and a matter's page leads back to it.
 */
export function MattersSection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const me = useCurrentUser()?.UserId;
  const viewSearch = searchOfView(view);
  const list = useApiQuery(mattersApi.list, { query: queryOfView(view) }, { keepPrevious: true });
  const choice = useRowChoice(viewSearch);
  const chosenIds = (pagedListState(list).shown?.matters ?? [])
    .map((matter) => matter.id)
    .filter((id) => choice.chosen.has(id));

  return (
    <section aria-labelledby="matters-heading" className={workList.list}>
      <div className={workList.head}>
        <h2 id="matters-heading">Matters</h2>
        <SavedViews list="matters" ready={readyViews(view, me)} current={viewSearch} />
        <Link className={buttons.primary} to="/back-office/matters/new">
          New matter
        </Link>
      </div>
      {view.organisationId ? (
        <p className={layout.note}>
          One organisation’s matters.{' '}
          <Link to={{ search: searchOfView(withFilters(view, { organisationId: '' })) }}>
            Show every organisation’s
          </Link>
        </p>
      ) : null}
      <MattersFilters filters={view} onChange={(filters) => show(withFilters(view, filters))} />
      {chosenIds.length > 0 ? <MattersBulkBar ids={chosenIds} onDone={choice.clear} /> : null}
      <QueryResults
        view={view}
        show={show}
        list={list}
        rows="matters"
        emptyText={noMattersText(view)}
      >
        {(rows, busy) => (
          <MattersTable
            matters={rows}
            busy={busy}
            choice={choice}
            viewSearch={viewSearch}
            sorting={view}
            onSort={(field) => show(sortedBy(view, field))}
          />
        )}
      </QueryResults>
      <p className={layout.note}>
        Dates are in India Standard Time (IST). The next date due is the firm’s target date where
        one is set before the statutory due date.
      </p>
    </section>
  );
}
