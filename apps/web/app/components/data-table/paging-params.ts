import { PAGE_SIZES } from '@prakar/shared/list-query';

/** The server's default page size, left out of addresses. */
export const DEFAULT_PAGE_SIZE = 25;

/** Where in a long list the view is: the cursor of its page ('' for the first) and the size. */
export interface Paging {
  cursor: string;
  pageSize: number;
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
  const cursor = params.get('cursor') ?? '';
  const pageSize = Number(params.get('pageSize'));
  return {
    cursor: CURSOR.test(cursor) ? cursor : '',
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** Adds the paging to `params`, leaving out the first page and the default page size. */
export function withPaging(params: URLSearchParams, { cursor, pageSize }: Paging): URLSearchParams {
  if (cursor) params.set('cursor', cursor);
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(pageSize));
  return params;
}

/** `?a=1&b=2`, or an empty string when there is nothing to say. */
export function queryString(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}
