import {
  APPLICATION_DEFAULT_SORT,
  APPLICATION_SORT_FIELDS,
  APPLICATION_STATUSES,
  type ApplicationSortField,
  type ApplicationStatus,
  applicationListQuerySchema,
  type applicationsExportQuerySchema,
} from '@prakar/shared/careers-admin';
import type { Sorting } from '@prakar/shared/list-query';
import type { z } from 'zod';
import { filterErrorsBySchema } from '#app/components/data-table/filter-errors.ts';
import { searchOfQuery } from '#app/components/data-table/paged-list.ts';
import {
  type Paging,
  pagingFromSearch,
  withPaging,
} from '#app/components/data-table/paging-params.ts';
import { sortingFromSearch, sortingQuery } from '#app/components/data-table/sorting.ts';
import type { FilterModel } from '#app/components/data-table/use-filter-draft.ts';
import type { ReadyView } from '#app/components/saved-views/saved-views.tsx';

/** What the filter form holds; an empty string is "any". */
export interface ApplicationFilters {
  search: string;
  status: ApplicationStatus | '';
}

/** The whole view the address describes: the filters, the order and where in it we are. */
export interface ApplicationView
  extends ApplicationFilters,
    Paging,
    Sorting<ApplicationSortField> {}

export const NO_FILTERS: ApplicationFilters = { search: '', status: '' };
const FILTER_KEYS = ['search', 'status'] as const;

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/**
 * The view an address asks for; a status that cannot be right falls back to "any" instead of
 * failing the page (the server still checks everything).
 */
export function viewFromSearch(params: URLSearchParams): ApplicationView {
  const status = params.get('status')?.trim() ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    status: isStatus(status) ? status : '',
    ...sortingFromSearch(params, APPLICATION_SORT_FIELDS, APPLICATION_DEFAULT_SORT),
    ...pagingFromSearch(params),
  };
}

type ApplicationQueryInput = z.input<typeof applicationListQuerySchema>;

const filterQuery = (filters: ApplicationFilters): ApplicationQueryInput => ({
  search: filters.search.trim() || undefined,
  status: filters.status || undefined,
});

/** The export's query: the view's filters and order, every page of it. */
export function exportQuery(view: ApplicationView): z.input<typeof applicationsExportQuerySchema> {
  return { ...filterQuery(view), ...sortingQuery(view, APPLICATION_DEFAULT_SORT) };
}

/**
 * The API query of a view: the filters and the order, then the page, leaving out the defaults
 * (newest first, the first page and its size).
 */
export function queryOfView(view: ApplicationView): ApplicationQueryInput {
  return { ...exportQuery(view), ...Object.fromEntries(withPaging(new URLSearchParams(), view)) };
}

/** The address of a view: the API query itself, so the plain view has a plain address. */
export function searchOfView(view: ApplicationView): string {
  return searchOfQuery(queryOfView(view));
}

/** The views the list offers ready-made, each keeping the sorting and page size shown now. */
const READY_VIEWS: [string, Partial<ApplicationFilters>][] = [
  ['All applications', {}],
  ['Received', { status: 'received' }],
  ['Shortlisted', { status: 'shortlisted' }],
  ['Interviewing', { status: 'interviewing' }],
  ['Offers', { status: 'offer' }],
];

export const readyViews = (view: ApplicationView): ReadyView[] =>
  READY_VIEWS.map(([label, filters]) => ({
    label,
    search: searchOfView({ ...view, ...NO_FILTERS, cursor: '', ...filters }),
  }));

export function hasFilters(filters: ApplicationFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

export function filterErrors(
  filters: ApplicationFilters,
): Partial<Record<keyof ApplicationFilters, string>> {
  return filterErrorsBySchema(applicationListQuerySchema, filterQuery(filters), FILTER_KEYS);
}

export const applicationFilterModel: FilterModel<ApplicationFilters> = {
  empty: NO_FILTERS,
  validate: filterErrors,
  narrows: hasFilters,
};
