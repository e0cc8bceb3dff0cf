import type { Sorting } from '@prakar/shared/list-query';
import {
  USER_SORT_FIELDS,
  USER_STATUSES,
  type UserStatus,
  userListQuerySchema,
} from '@prakar/shared/users';
import type { z } from 'zod';
import { searchOfQuery } from '#app/components/data-table/paged-list.ts';
import {
  type Paging,
  pagingFromSearch,
  withPaging,
} from '#app/components/data-table/paging-params.ts';
import { sortingFromSearch, sortingQuery } from '#app/components/data-table/sorting.ts';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** What the filters above a list of users hold; an empty string is "any". */
export interface UserListFilters {
  search: string;
  status: UserStatus | '';
  /** Platform administrators only: one organisation, or every one. */
  organisationId: string;
}

/**
 * The whole view the address describes, for the users list and the access-control matrix alike
 * (one API query serves both): filters, sorting and where in the results we are.
 */
export interface UserListView extends UserListFilters, Paging, Sorting<UserSortField> {}

export const NO_USER_FILTERS: UserListFilters = { search: '', status: '', organisationId: '' };
const DEFAULT_SORT: Sorting<UserSortField> = { sort: 'name', order: 'asc' };
const SEARCH_MAX = 100;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The view an address asks for. Addresses are shared and edited by hand, so a value that cannot
 * be right (an unknown status, an organisation that is not an id) falls back to its default
 * instead of failing the page; the server still checks everything.
 */
export function viewFromSearch(params: URLSearchParams): UserListView {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const status = text('status');
  const organisationId = text('organisationId');
  return {
    search: text('search').slice(0, SEARCH_MAX).trim(),
    status: isOneOf(USER_STATUSES, status) ? status : '',
    organisationId: userListQuerySchema.shape.organisationId.safeParse(organisationId).success
      ? organisationId
      : '',
    ...sortingFromSearch(params, USER_SORT_FIELDS, DEFAULT_SORT),
    ...pagingFromSearch(params),
  };
}

/**
 * The API query of a view. Blanks and defaults are left out, in a fixed order, so equal views ask
 * the same question (and share one cached answer).
 */
export function queryOfView(view: UserListView): z.input<typeof userListQuerySchema> {
  return {
    search: view.search.trim() || undefined,
    status: view.status || undefined,
    organisationId: view.organisationId || undefined,
    ...sortingQuery(view, DEFAULT_SORT),
    ...Object.fromEntries(withPaging(new URLSearchParams(), view)),
  };
}

/**
 * The query string of a view for the address bar: the API query itself, so equal views give
 * equal addresses and the plain view has a plain address.
 */
export function searchOfView(view: UserListView): string {
  return searchOfQuery(queryOfView(view));
}

/** True when any filter narrows the list, so an empty list means "nothing matches". */
export function hasUserFilters(filters: UserListFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== '' || filters.organisationId !== '';
}

/** New filters start again from the first page. */
export function withFilters(view: UserListView, filters: Partial<UserListFilters>): UserListView {
  return { ...view, ...filters, cursor: '' };
}

/** What an empty list says. */
export function noUsersText(filters: UserListFilters): string {
  return hasUserFilters(filters) ? 'No users match these filters.' : 'There are no users yet.';
}
