import '#app/lib/zod-jitless.ts';
import { PAGE_SIZES } from '@prakar/shared/list-query';

/** The server's default page size, left out of addresses. */
export const DEFAULT_PAGE_SIZE = 25;

/** Where in a long list the view is. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** A whole number from 1 up, as an address may hold it; anything else is undefined. */
function positiveInteger(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/**
 * The page and page size an address asks for. Addresses are shared and edited by hand, so a value
 * that cannot be right (page 0, a page size we don't offer) falls back to the default.
 */
export function pagingFromSearch(params: URLSearchParams): Paging {
  const pageSize = positiveInteger(params.get('pageSize'));
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize:
      pageSize && (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
  };
}

/** Adds the paging to `params`, leaving out the first page and the default page size. */
export function withPaging(params: URLSearchParams, { page, pageSize }: Paging): URLSearchParams {
  if (page !== 1) params.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(pageSize));
  return params;
}

/** `?a=1&b=2`, or an empty string when there is nothing to say. */
export function queryString(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}
