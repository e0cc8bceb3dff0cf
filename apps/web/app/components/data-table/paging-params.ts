import { PAGE_SIZES } from '@prakar/shared/list-query';

/** The server's default page size, left out of addresses. */
export const DEFAULT_PAGE_SIZE = 25;

/**
 * Where in a long list the view is: the cursor of its page ('' for the first), the size, and the
 * page's number when the view got there by paging (an address may hold a cursor without it).
 */
export interface Paging {
  cursor: string;
  pageSize: number;
  page?: number | undefined;
}

/** The first page, in the default size. */
export const FIRST_PAGE: Paging = { cursor: '', pageSize: DEFAULT_PAGE_SIZE };

/** What a server cursor can look like (base64url); the server checks what it says. */
const CURSOR = /^[A-Za-z0-9_-]{1,1000}$/;

/**
 * The cursor and page size an address asks for. Addresses are shared and edited by hand, so a
 * value that cannot be right (a page size we don't offer, a mangled cursor) falls back to the
 * default.
 */
export function pagingFromSearch(params: URLSearchParams): Paging {
  const cursor = CURSOR.test(params.get('cursor') ?? '') ? (params.get('cursor') ?? '') : '';
  const pageSize = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  return {
    cursor,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    ...(cursor && Number.isInteger(page) && page >= 2 && page <= 100_000 ? { page } : {}),
  };
}

/** Adds the paging to `params`, leaving out the first page and the default page size. */
export function withPaging(
  params: URLSearchParams,
  { cursor, pageSize, page }: Paging,
): URLSearchParams {
  if (cursor) params.set('cursor', cursor);
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(pageSize));
  if (cursor && page && page > 1) params.set('page', String(page));
  return params;
}

/** The number of the view's first row, when its page is known: 26 on the second page of 25. */
export function firstRowOf({ cursor, pageSize, page }: Paging): number | undefined {
  if (!cursor) return 1;
  return page ? (page - 1) * pageSize + 1 : undefined;
}

/** `?a=1&b=2`, or an empty string when there is nothing to say. */
export function queryString(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}
