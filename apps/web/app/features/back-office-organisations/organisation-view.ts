import {
  ORGANISATION_DEFAULT_SORTING,
  ORGANISATION_SORT_FIELDS,
  type OrganisationExportInput,
  type OrganisationQueryInput,
  type OrganisationSortField,
} from '@prakar/shared/back-office-organisations';
import type { Sorting } from '@prakar/shared/list-query';
import {
  type Paging,
  pagingFromSearch,
  queryString,
  withPaging,
} from '#app/components/data-table/paging-params.ts';
import { sortingFromSearch, sortingQuery } from '#app/components/data-table/sorting.ts';
import type { ReadyView } from '#app/components/saved-views/saved-views.tsx';

/** What the organisations' address holds: the search, the sorting and where in the list we are. */
export interface OrganisationView extends Paging, Sorting<OrganisationSortField> {
  search: string;
}

export function viewFromSearch(params: URLSearchParams): OrganisationView {
  return {
    search: params.get('search')?.trim().slice(0, 100) ?? '',
    ...sortingFromSearch(params, ORGANISATION_SORT_FIELDS, ORGANISATION_DEFAULT_SORTING),
    ...pagingFromSearch(params),
  };
}

/** Every organisation the view finds, in its order: the export's query, and the list's before paging. */
function exportParamsOf(view: Omit<OrganisationView, keyof Paging>): URLSearchParams {
  const params = new URLSearchParams(view.search ? { search: view.search } : {});
  const { sort, order } = sortingQuery(view, ORGANISATION_DEFAULT_SORTING);
  if (sort) params.set('sort', sort);
  if (order) params.set('order', order);
  return params;
}

const paramsOf = (view: OrganisationView) => withPaging(exportParamsOf(view), view);

export const searchOfView = (view: OrganisationView) => queryString(paramsOf(view));

export const queryOfView = (view: OrganisationView) =>
  Object.fromEntries(paramsOf(view)) as OrganisationQueryInput;

export const exportQueryOfView = (view: OrganisationView) =>
  Object.fromEntries(exportParamsOf(view)) as OrganisationExportInput;

/** The list's one ready-made view, every organisation, keeping the sorting and page size shown now. */
export const readyViews = (view: OrganisationView): ReadyView[] => [
  { label: 'All organisations', search: searchOfView({ ...view, search: '', cursor: '' }) },
];
