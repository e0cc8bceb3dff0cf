import { PRODUCT_CODES, type ProductCode } from '@prakar/shared/catalogue';
import { SHOWN_ORDER_STATUSES, type ShownOrderStatus } from '@prakar/shared/orders';
import { transactionExportSchema, type transactionQuerySchema } from '@prakar/shared/transactions';
import type { z } from 'zod';
import { filterErrorsBySchema } from '#app/components/data-table/filter-errors.ts';
import {
  type Paging,
  pagingFromSearch,
  queryString,
  withPaging,
} from '#app/components/data-table/paging-params.ts';
import type { FilterModel } from '#app/components/data-table/use-filter-draft.ts';

/** What the filter form holds; an empty string is "any". */
export interface TransactionFilters {
  from: string;
  to: string;
  status: ShownOrderStatus | '';
  product: ProductCode | '';
  /** Platform administrators only: one organisation, or every one. */
  organisationId: string;
}

/** The whole view the address describes: the filters and where in the orders we are. */
export interface TransactionView extends TransactionFilters, Paging {}

type FilterErrors = Partial<Record<keyof TransactionFilters, string>>;

export const NO_FILTERS: TransactionFilters = {
  from: '',
  to: '',
  status: '',
  product: '',
  organisationId: '',
};

const FILTER_KEYS = ['from', 'to', 'status', 'product', 'organisationId'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The view an address asks for. Addresses are shared and edited by hand, so a value that cannot
 * be right (an unknown status, an organisation that is not an id) falls back to its default
 * instead of failing the page; the server still checks everything.
 */
export function viewFromSearch(params: URLSearchParams): TransactionView {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const status = text('status');
  const product = text('product');
  const organisationId = text('organisationId');
  return {
    from: DAY.test(text('from')) ? text('from') : '',
    to: DAY.test(text('to')) ? text('to') : '',
    status: isOneOf(SHOWN_ORDER_STATUSES, status) ? status : '',
    product: isOneOf(PRODUCT_CODES, product) ? product : '',
    organisationId: transactionExportSchema.shape.organisationId.safeParse(organisationId).success
      ? organisationId
      : '',
    ...pagingFromSearch(params),
  };
}

/** The filters that narrow the list, blanks left out, in a fixed order. */
export function filterEntries(filters: TransactionFilters): [string, string][] {
  return FILTER_KEYS.map((key): [string, string] => [key, filters[key]]).filter(
    ([, value]) => value !== '',
  );
}

/**
 * The query string of a view, for the address bar and the API alike (they share one vocabulary);
 * the first page and the default page size are left out, so the plain view has a plain address.
 */
export function searchOfView(view: TransactionView): string {
  return queryString(withPaging(new URLSearchParams(filterEntries(view)), view));
}

/** The CSV export's body: the filters that narrow the list, blanks left out. */
export function exportBody(filters: TransactionFilters): z.input<typeof transactionExportSchema> {
  return {
    from: filters.from || undefined,
    to: filters.to || undefined,
    status: filters.status || undefined,
    product: filters.product || undefined,
    organisationId: filters.organisationId || undefined,
  };
}

/** The orders' query for a view: its filters and paging, as its address holds them. */
export function queryOfView(view: TransactionView): z.input<typeof transactionQuerySchema> {
  return { ...exportBody(view), ...Object.fromEntries(withPaging(new URLSearchParams(), view)) };
}

/** True when any filter narrows the orders, so an empty list means "nothing matches". */
export function hasFilters(filters: TransactionFilters): boolean {
  return filterEntries(filters).length > 0;
}

/** What is wrong with the filters, by field, as the server would say it. */
export function filterErrors(filters: TransactionFilters): FilterErrors {
  return filterErrorsBySchema(transactionExportSchema, exportBody(filters), FILTER_KEYS);
}

export const transactionFilterModel: FilterModel<TransactionFilters> = {
  empty: NO_FILTERS,
  validate: filterErrors,
  narrows: hasFilters,
};
