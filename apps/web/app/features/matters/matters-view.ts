import type { CLIENT_MATTER_STATES, ClientMattersQueryInput } from '@prakar/shared/matters';
import {
  type Paging,
  pagingFromSearch,
  queryString,
  withPaging,
} from '#app/components/data-table/paging-params.ts';

type MatterState = (typeof CLIENT_MATTER_STATES)[number];

/** The list's view in the address: open or finished matters, and where in them. */
export interface MattersView extends Paging {
  state: MatterState;
}

export const MATTER_STATE_LABELS: Record<MatterState, string> = {
  open: 'Open',
  finished: 'Finished',
};

/** The view an address asks for; anything but `finished` shows the open matters. */
export function viewFromSearch(params: URLSearchParams): MattersView {
  const state = params.get('state') === 'finished' ? 'finished' : 'open';
  return { state, ...pagingFromSearch(params) };
}

/** `?state=finished&cursor=…`: the view's address, its state always written out. */
export function searchOfView(view: MattersView): string {
  return queryString(withPaging(new URLSearchParams({ state: view.state }), view));
}

/** The API's query for a view: the same words as its address. */
export function queryOfView(view: MattersView): ClientMattersQueryInput {
  return Object.fromEntries(withPaging(new URLSearchParams({ state: view.state }), view));
}
