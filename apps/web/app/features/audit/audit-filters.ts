import { AUDIT_ACTIONS, type AuditAction, auditQuerySchema } from '@prakar/shared/audit';
import type { z } from 'zod';
import { filterErrorsBySchema } from '#app/components/data-table/filter-errors.ts';
import { searchOfQuery } from '#app/components/data-table/paged-list.ts';
import {
  type Paging,
  pagingFromSearch,
  withPaging,
} from '#app/components/data-table/paging-params.ts';
import type { FilterModel } from '#app/components/data-table/use-filter-draft.ts';

/** What the filter form holds; an empty string is "any". */
export interface AuditFilters {
  action: AuditAction | '';
  user: string;
  from: string;
  to: string;
  /** Platform administrators only: one organisation, or every one. */
  organisationId: string;
}

/** The whole view the address describes: the filters and where in the results we are. */
export interface AuditView extends AuditFilters, Paging {}

type AuditQueryInput = z.input<typeof auditQuerySchema>;

export const NO_FILTERS: AuditFilters = {
  action: '',
  user: '',
  from: '',
  to: '',
  organisationId: '',
};

const FILTER_KEYS = ['action', 'user', 'from', 'to', 'organisationId'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * The view an address asks for. Addresses are shared and edited by hand, so a value that cannot
 * be right (an unknown action, a page size we don't offer) falls back to its default instead of
 * failing the page; the server still checks everything.
 */
export function viewFromSearch(params: URLSearchParams): AuditView {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const action = text('action');
  return {
    action: isAction(action) ? action : '',
    user: text('user').slice(0, 100),
    from: DAY.test(text('from')) ? text('from') : '',
    to: DAY.test(text('to')) ? text('to') : '',
    organisationId: text('organisationId'),
    ...pagingFromSearch(params),
  };
}

/**
 * The filters as the API takes them, for the export (which has no pages): blanks left out, in a
 * fixed order, so equal filters ask the same question.
 */
export function exportQuery(filters: AuditFilters): AuditQueryInput {
  const text = (value: string) => value.trim() || undefined;
  return {
    action: filters.action || undefined,
    user: text(filters.user),
    from: text(filters.from),
    to: text(filters.to),
    organisationId: text(filters.organisationId),
  };
}

/**
 * The API query of a view: the filters, then the page, the first page and the default page size
 * left out.
 */
export function queryOfView(view: AuditView): AuditQueryInput {
  return { ...exportQuery(view), ...Object.fromEntries(withPaging(new URLSearchParams(), view)) };
}

/**
 * The query string of a view for the address bar: the API query itself, so equal views give
 * equal addresses and the plain view has a plain address.
 */
export function searchOfView(view: AuditView): string {
  return searchOfQuery(queryOfView(view));
}

/** True when any filter narrows the trail, so the page can offer to clear them. */
export function hasFilters(filters: AuditFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

/** What is wrong with the filters, by field, as the server would say it. */
export function filterErrors(filters: AuditFilters): Partial<Record<keyof AuditFilters, string>> {
  return filterErrorsBySchema(auditQuerySchema, exportQuery(filters), FILTER_KEYS);
}

export const auditFilterModel: FilterModel<AuditFilters> = {
  empty: NO_FILTERS,
  validate: filterErrors,
  narrows: hasFilters,
};
