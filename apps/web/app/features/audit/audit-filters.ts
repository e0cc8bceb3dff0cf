import '#app/lib/zod-jitless.ts';
import { AUDIT_ACTIONS, type AuditAction, auditQuerySchema } from '@prakar/shared/audit';
import {
  type Paging,
  pagingFromSearch,
  queryString,
  withPaging,
} from '#app/components/data-table/paging-params.ts';

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

/** The filters alone, blanks left out, in a fixed order so equal views give equal addresses. */
function filterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * The query string of a view, for the address bar and the API alike (they share one vocabulary);
 * the first page and the default page size are left out, so the plain view has a plain address.
 */
export function searchOfView(view: AuditView): string {
  return queryString(withPaging(filterParams(view), view));
}

/** The export takes the same filters and has no pages. */
export function exportSearch(filters: AuditFilters): string {
  return queryString(filterParams(filters));
}

/** True when any filter narrows the trail, so the page can offer to clear them. */
export function hasFilters(filters: AuditFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

/**
 * Checks the form with the schema the server uses, so both sides say the same thing; returns
 * field → message, empty when the filters can be sent.
 */
export function filterErrors(filters: AuditFilters): Partial<Record<keyof AuditFilters, string>> {
  const result = auditQuerySchema.safeParse(Object.fromEntries(filterParams(filters)));
  const errors: Partial<Record<keyof AuditFilters, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in NO_FILTERS && !(field in errors)) {
      errors[field as keyof AuditFilters] = issue.message;
    }
  }
  return errors;
}
