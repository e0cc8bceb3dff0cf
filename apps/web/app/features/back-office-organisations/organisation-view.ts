import type { OrganisationQueryInput } from '@prakar/shared/back-office-organisations';
import {
  type Paging,
  pagingFromSearch,
  queryString,
  withPaging,
} from '#app/components/data-table/paging-params.ts';

/** What the organisations' address holds: the search and where in the list we are. */
export interface OrganisationView extends Paging {
  search: string;
}

export function viewFromSearch(params: URLSearchParams): OrganisationView {
  return { search: params.get('search')?.trim().slice(0, 100) ?? '', ...pagingFromSearch(params) };
}

function paramsOf(view: OrganisationView): URLSearchParams {
  return withPaging(new URLSearchParams(view.search ? { search: view.search } : {}), view);
}

export const searchOfView = (view: OrganisationView) => queryString(paramsOf(view));

export const queryOfView = (view: OrganisationView) =>
  Object.fromEntries(paramsOf(view)) as OrganisationQueryInput;

/** The address of an organisation's own page. */
