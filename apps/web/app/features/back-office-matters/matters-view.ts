import type { Sorting } from '@prakar/shared/list-query';
import { MATTER_KINDS, type MatterKind } from '@prakar/shared/matter-deadlines';
import {
  MATTER_DEFAULT_SORTING,
  MATTER_DUE_FILTERS,
  MATTER_SORT_FIELDS,
  MATTER_STATUS_FILTERS,
  type MatterDueFilter,
  type MatterSortField,
  type MattersQueryInput,
} from '@prakar/shared/matters';
import { searchOfQuery } from '#app/components/data-table/paged-list.ts';
import {
  type Paging,
  pagingFromSearch,
  withPaging,
} from '#app/components/data-table/paging-params.ts';
import { sortingFromSearch, sortingQuery } from '#app/components/data-table/sorting.ts';
import type { ReadyView } from '#app/components/saved-views/saved-views.tsx';

type StatusFilter = (typeof MATTER_STATUS_FILTERS)[number];

/** What the list is narrowed to; an empty string is "any". */
export interface MattersFilters {
  search: string;
  status: StatusFilter | '';
  kind: MatterKind | '';
  /** A staff member's id, `none` for nobody's, or '' for everyone's. */
  assignee: string;
  due: MatterDueFilter | '';
}

/** The whole view the address describes: the filters, the sorting and where in the results we are. */
export interface MattersView extends MattersFilters, Paging, Sorting<MatterSortField> {
  /** One organisation's matters, from its page; '' for every organisation's. */
  organisationId: string;
}

const NO_FILTERS: MattersFilters = {
  search: '',
  status: '',
  kind: '',
  assignee: '',
  due: '',
};

const ASSIGNEE = /^([1-9][0-9]{0,8}|none)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(list: readonly T[], value: string): T | '' =>
  (list as readonly string[]).includes(value) ? (value as T) : '';

/**
 * The view an address asks for. Addresses are shared and edited by hand, so a value that cannot
 * be right falls back to its default instead of failing the page; the server checks the rest.
 */
export function viewFromSearch(params: URLSearchParams): MattersView {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  return {
    search: text('search').slice(0, 100),
    status: oneOf(MATTER_STATUS_FILTERS, text('status')),
    kind: oneOf(MATTER_KINDS, text('kind')),
    assignee: ASSIGNEE.test(text('assignee')) ? text('assignee') : '',
    due: oneOf(MATTER_DUE_FILTERS, text('due')),
    organisationId: UUID.test(text('organisationId')) ? text('organisationId') : '',
    ...sortingFromSearch(params, MATTER_SORT_FIELDS, MATTER_DEFAULT_SORTING),
    ...pagingFromSearch(params),
  };
}

/** Every matter the view finds, in its order: blanks and the default sorting left out. */
function filterQuery(view: Omit<MattersView, keyof Paging>): MattersQueryInput {
  return {
    search: view.search.trim() || undefined,
    status: view.status || undefined,
    kind: view.kind || undefined,
    assignee: view.assignee || undefined,
    due: view.due || undefined,
    organisationId: view.organisationId || undefined,
    ...sortingQuery(view, MATTER_DEFAULT_SORTING),
  };
}

/** The API query of a view: the filters and sorting, then the page. */
export function queryOfView(view: MattersView): MattersQueryInput {
  return { ...filterQuery(view), ...Object.fromEntries(withPaging(new URLSearchParams(), view)) };
}

/** The address of a view: the API query itself, so equal views give equal addresses. */
export const searchOfView = (view: MattersView): string => searchOfQuery(queryOfView(view));

/** A new filter goes back to the first page, keeping the sorting and the page size. */
export function withFilters(view: MattersView, filters: Partial<MattersView>): MattersView {
  return { ...view, ...filters, cursor: '' };
}

const narrowed = (view: MattersView) =>
  Object.values(filterQuery({ ...view, ...MATTER_DEFAULT_SORTING })).some(Boolean);

/** What the empty list says: nothing at all yet, or nothing that matches. */
export const noMattersText = (view: MattersView): string =>
  narrowed(view)
    ? 'No matters match this search and these filters.'
    : 'No matters yet. A client’s request for help with a notice arrives here, and so does a matter opened with “New matter”.';

/**
 * The ready-made views, the work lists the staff go through: everything open, theirs, what is due
 * this week, the clients' requests waiting for an answer, and what is overdue. `me` is the
 * signed-in staff member's id.
 */
function readyFilters(me: number | undefined): [string, Partial<MattersFilters>][] {
  const open = { status: 'open' } as const;
  const mine: [string, Partial<MattersFilters>][] =
    me === undefined ? [] : [['Assigned to me', { ...open, assignee: String(me) }]];
  return [
    ['All open', open],
    ...mine,
    ['Due this week', { ...open, due: 'this_week' }],
    ['Requests', { status: 'requested' }],
    // Overdue counts open matters only; the same address as the home's card.
    ['Overdue', { due: 'overdue' }],
  ];
}

/** The ready-made views as addresses, each keeping the sorting and page size shown now. */
export const readyViews = (view: MattersView, me: number | undefined): ReadyView[] =>
  readyFilters(me).map(([label, filters]) => ({
    label,
    search: searchOfView(withFilters(view, { ...NO_FILTERS, organisationId: '', ...filters })),
  }));
