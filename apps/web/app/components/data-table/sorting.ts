import type { Sorting, SortOrder } from '@prakar/shared/list-query';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The sorting an address asks for; an unknown field or order (addresses are edited by hand)
 * falls back to the list's default.
 */
export function sortingFromSearch<Field extends string>(
  params: URLSearchParams,
  fields: readonly Field[],
  defaults: Sorting<Field>,
): Sorting<Field> {
  const sort = params.get('sort')?.trim() ?? '';
  const order = params.get('order')?.trim() ?? '';
  return {
    sort: isOneOf(fields, sort) ? sort : defaults.sort,
    order: isOneOf<SortOrder>(['asc', 'desc'], order) ? order : defaults.order,
  };
}

/** The sorting as the API query takes it, the default left out so the plain view stays plain. */
export function sortingQuery<Field extends string>(
  sorting: Sorting<Field>,
  defaults: Sorting<Field>,
): Partial<Sorting<Field>> {
  return {
    sort: sorting.sort === defaults.sort ? undefined : sorting.sort,
    order: sorting.order === defaults.order ? undefined : sorting.order,
  };
}

/**
 * Sorting by a column: a second click on the sorted column turns the order round; another column
 * starts ascending. Either way, from the first page.
 */
export function sortedBy<View extends Sorting<string> & { cursor: string }>(
  view: View,
  field: View['sort'],
): View {
  const order: SortOrder = view.sort === field && view.order === 'asc' ? 'desc' : 'asc';
  return { ...view, sort: field, order, cursor: '' };
}
