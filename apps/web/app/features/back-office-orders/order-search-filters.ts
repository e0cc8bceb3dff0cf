import {
  type BackOfficeOrderExportInput,
  type BackOfficeOrderQueryInput,
  backOfficeOrderQuerySchema,
  ORDER_DEFAULT_SORTING,
  ORDER_SORT_FIELDS,
  type OrderSortField,
} from '@prakar/shared/back-office-orders';
import type { Sorting } from '@prakar/shared/list-query';
import { ORDER_KINDS, SHOWN_ORDER_STATUSES } from '@prakar/shared/orders';
import { filterErrorsBySchema } from '#app/components/data-table/filter-errors.ts';
import {
  type Paging,
  pagingFromSearch,
  queryString,
  withPaging,
} from '#app/components/data-table/paging-params.ts';
import { sortingFromSearch, sortingQuery } from '#app/components/data-table/sorting.ts';
import type { FilterModel } from '#app/components/data-table/use-filter-draft.ts';
import type { ReadyView } from '#app/components/saved-views/saved-views.tsx';

export const ORDER_SEARCH_STATUSES = [...SHOWN_ORDER_STATUSES, 'unpaid'] as const;
type SearchStatus = (typeof ORDER_SEARCH_STATUSES)[number];
type Kind = (typeof ORDER_KINDS)[number];

/** What the search form holds; an empty string is "any". Amounts are rupees as typed. */
export interface OrderSearchFilters {
  search: string;
  status: SearchStatus | '';
  kind: Kind | '';
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
}

/**
 * The view in the address: the form's filters, the organisation its page chose, the sorting and
 * the paging.
 */
export interface OrderSearchView extends OrderSearchFilters, Paging, Sorting<OrderSortField> {
  /** One organisation's orders, from its page; '' for every organisation's. */
  organisationId: string;
  /** `failed`: only orders with a failed refund, from the home's count; '' for any. */
  refund: 'failed' | '';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FILTER_KEYS = [
  'search',
  'status',
  'kind',
  'from',
  'to',
  'minAmount',
  'maxAmount',
] as const satisfies readonly (keyof OrderSearchFilters)[];

export const NO_FILTERS: OrderSearchFilters = {
  search: '',
  status: '',
  kind: '',
  from: '',
  to: '',
  minAmount: '',
  maxAmount: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^[\d,.]{1,16}$/;
const oneOf = <T extends string>(list: readonly T[], value: string): T | '' =>
  (list as readonly string[]).includes(value) ? (value as T) : '';

/** The view an address asks for; a value that cannot be right falls back to "any". */
export function viewFromSearch(params: URLSearchParams): OrderSearchView {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  return {
    search: text('search').slice(0, 100),
    status: oneOf(ORDER_SEARCH_STATUSES, text('status')),
    kind: oneOf(ORDER_KINDS, text('kind')),
    from: DAY.test(text('from')) ? text('from') : '',
    to: DAY.test(text('to')) ? text('to') : '',
    minAmount: AMOUNT.test(text('minAmount')) ? text('minAmount') : '',
    maxAmount: AMOUNT.test(text('maxAmount')) ? text('maxAmount') : '',
    organisationId: UUID.test(text('organisationId')) ? text('organisationId') : '',
    refund: text('refund') === 'failed' ? 'failed' : '',
    ...sortingFromSearch(params, ORDER_SORT_FIELDS, ORDER_DEFAULT_SORTING),
    ...pagingFromSearch(params),
  };
}

function filterEntries(filters: OrderSearchFilters): [string, string][] {
  return FILTER_KEYS.map((key): [string, string] => [key, filters[key]]).filter(
    ([, value]) => value !== '',
  );
}

/** Every order the view finds, in its order: the export's query, and the list's before paging. */
function exportParamsOf(view: Omit<OrderSearchView, keyof Paging>): URLSearchParams {
  const params = new URLSearchParams(filterEntries(view));
  if (view.organisationId) params.set('organisationId', view.organisationId);
  if (view.refund) params.set('refund', view.refund);
  const { sort, order } = sortingQuery(view, ORDER_DEFAULT_SORTING);
  if (sort) params.set('sort', sort);
  if (order) params.set('order', order);
  return params;
}

const paramsOf = (view: OrderSearchView) => withPaging(exportParamsOf(view), view);

/** The address's query of a view, which is the API's query too. */
export const searchOfView = (view: OrderSearchView) => queryString(paramsOf(view));

export const queryOfView = (view: OrderSearchView) =>
  Object.fromEntries(paramsOf(view)) as BackOfficeOrderQueryInput;

export const exportQueryOfView = (view: OrderSearchView) =>
  Object.fromEntries(exportParamsOf(view)) as BackOfficeOrderExportInput;

/** The views the list offers ready-made, each keeping the sorting and page size shown now. */
const READY_VIEWS: [string, Partial<OrderSearchView>][] = [
  ['All orders', {}],
  ['Unpaid', { status: 'unpaid' }],
  ['Paid', { status: 'paid' }],
  ['Failed refunds', { refund: 'failed' }],
];

export const readyViews = (view: OrderSearchView): ReadyView[] =>
  READY_VIEWS.map(([label, filters]) => ({
    label,
    search: searchOfView({
      ...view,
      ...NO_FILTERS,
      organisationId: '',
      refund: '',
      cursor: '',
      ...filters,
    }),
  }));

export const hasFilters = (filters: OrderSearchFilters) => filterEntries(filters).length > 0;

/** The filters other than the search box, which a phone folds away: how many are set. */
export const foldedFilterCount = (filters: OrderSearchFilters) =>
  filterEntries(filters).filter(([key]) => key !== 'search').length;

export const orderSearchModel: FilterModel<OrderSearchFilters> = {
  empty: NO_FILTERS,
  validate: (draft) =>
    filterErrorsBySchema(
      backOfficeOrderQuerySchema,
      Object.fromEntries(filterEntries(draft)),
      FILTER_KEYS,
    ),
  narrows: hasFilters,
};
