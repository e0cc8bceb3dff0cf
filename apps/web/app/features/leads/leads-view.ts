import {
  LEAD_STATUS_FILTERS,
  type LeadStatusFilter,
  type LeadsExportQueryInput,
  type LeadsQueryInput,
  UNASSIGNED,
} from '@prakar/shared/leads';
import { searchOfQuery } from '#app/components/data-table/paged-list.ts';
import {
  type Paging,
  pagingFromSearch,
  withPaging,
} from '#app/components/data-table/paging-params.ts';
import type { ReadyView } from '#app/components/saved-views/saved-views.tsx';

/** What the inbox is narrowed to; an empty string is "any". */
export interface LeadsFilters {
  search: string;
  status: LeadStatusFilter | '';
  /** A staff member's id, `none` for nobody's, or '' for everyone's. */
  assignee: string;
}

/** The whole view the address describes: the filters and where in the results we are. */
export interface LeadsView extends LeadsFilters, Paging {}

const ASSIGNEE = /^([1-9][0-9]{0,8}|none)$/;

const isStatus = (value: string): value is LeadStatusFilter =>
  (LEAD_STATUS_FILTERS as readonly string[]).includes(value);

/**
 * The view an address asks for. Addresses are shared and edited by hand, so a value that cannot
 * be right falls back to its default instead of failing the page; the server checks the rest.
 */
export function viewFromSearch(params: URLSearchParams): LeadsView {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const status = text('status');
  const assignee = text('assignee');
  return {
    search: text('search').slice(0, 100),
    status: isStatus(status) ? status : '',
    assignee: ASSIGNEE.test(assignee) ? assignee : '',
    ...pagingFromSearch(params),
  };
}

/** The filters as the API takes them (the export's query): blanks left out, in a fixed order. */
export function exportQuery(filters: LeadsFilters): LeadsExportQueryInput {
  return {
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    assignee: filters.assignee || undefined,
  };
}

/** The API query of a view: the filters, then the page (the first page and default size left out). */
export function queryOfView(view: LeadsView): LeadsQueryInput {
  return { ...exportQuery(view), ...Object.fromEntries(withPaging(new URLSearchParams(), view)) };
}

/** The address of a view: the API query itself, so equal views give equal addresses. */
export function searchOfView(view: LeadsView): string {
  return searchOfQuery(queryOfView(view));
}

/** A new filter goes back to the first page, keeping the page size. */
export function withFilters(view: LeadsView, filters: Partial<LeadsFilters>): LeadsView {
  return { ...view, ...filters, cursor: '' };
}

/** What the empty list says: nothing at all yet, or nothing that matches. */
export function noLeadsText(view: LeadsFilters): string {
  const narrowed = view.search || view.status || view.assignee;
  return narrowed
    ? 'No messages match this search and these filters.'
    : 'No messages yet. They arrive here from the website’s contact form.';
}

/** A view the inbox offers ready-made: its name and the filters it sets. */
interface ReadyFilters {
  label: string;
  filters: LeadsFilters;
}

/**
 * The ready-made views, the work lists the staff go through: what is open, what is theirs and
 * open, what nobody has taken, and what was put aside as spam. `me` is the signed-in staff
 * member's id.
 */
function readyFilters(me: number | undefined): ReadyFilters[] {
  const open = { search: '', status: 'open', assignee: '' } as const;
  return [
    { label: 'All open', filters: open },
    ...(me === undefined
      ? []
      : [{ label: 'Assigned to me', filters: { ...open, assignee: String(me) } }]),
    { label: 'Unassigned', filters: { ...open, assignee: UNASSIGNED } },
    { label: 'Spam', filters: { search: '', status: 'spam', assignee: '' } },
    { label: 'Everything', filters: { search: '', status: '', assignee: '' } },
  ];
}

/** The ready-made views as addresses, each keeping the page size of the view shown now. */
export function readyViews(view: LeadsView, me: number | undefined): ReadyView[] {
  return readyFilters(me).map(({ label, filters }) => ({
    label,
    search: searchOfView(withFilters(view, filters)),
  }));
}

export { UNASSIGNED };
