import { z } from 'zod';

/**
 * Views a member of the firm's staff saves on a back-office list: a name and the list's filters
 * as its address holds them, so opening one is following a link.
 */

export const SAVED_VIEW_LISTS = [
  'leads',
  'orders',
  'applications',
  'organisations',
  'matters',
] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/** Views one person may keep on one list: enough for a work week's queues, few enough to scan. */
export const SAVED_VIEW_LIMIT = 20;
export const SAVED_VIEW_NAME_MAX = 40;
const SEARCH_MAX = 1000;

const listField = z.enum(SAVED_VIEW_LISTS, 'Choose the list the view belongs to.');

/**
 * A list's address query as a view holds it: without the page it was on, so a view opens at its
 * first page, and the rest in a fixed order, so the same filters in any order are the same view.
 */
export function viewSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('cursor');
  params.delete('page');
  params.sort();
  return params.toString();
}

/** A list's address query without `?`. */
const searchField = z
  .string()
  .max(SEARCH_MAX, 'These filters are too long to save as a view.')
  .refine((search) => !search.startsWith('?'), 'Give the filters without a leading “?”.')
  .transform(viewSearch);

const savedViewNameField = z
  .string()
  .trim()
  .min(1, 'Please give the view a name.')
  .max(SAVED_VIEW_NAME_MAX, `Please keep the name to ${SAVED_VIEW_NAME_MAX} characters.`);

export const savedViewSchema = z.object({
  id: z.uuid(),
  list: listField,
  name: z.string(),
  search: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewsQuerySchema = z.strictObject({ list: listField });

export const savedViewListSchema = z.object({ views: z.array(savedViewSchema) });

export const createSavedViewSchema = z.strictObject({
  list: listField,
  name: savedViewNameField,
  search: searchField,
});

export const savedViewIdParamsSchema = z.strictObject({
  id: z.uuid('This view does not exist.'),
});
