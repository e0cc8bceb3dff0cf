import { z } from 'zod';
import { formatIndianDate } from './dates.ts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

const pageSizeField = z.coerce
  .number()
  .int()
  .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), 'Choose 10, 25, 50 or 100.')
  .default(25);

/**
 * Which way a cursor reads from the row it names: `after` for the next page, `before` for the
 * previous one.
 */
export const pageDirection = z.enum(['after', 'before']);

/** A timestamp in a cursor: ISO 8601 in UTC, to the microsecond the database keeps. */
export const cursorTimestamp = z.iso.datetime();

export const CURSOR_MESSAGE =
  'This page link no longer fits the list. Go back to the first page and try again.';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A cursor is base64url of the JSON of its key, so it survives an address unescaped. */
export function encodeCursor(key: object): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(key))) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function decodeCursor(text: string): unknown {
  if (!BASE64URL.test(text)) return undefined;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * The paging of every list the portal shows: an opaque cursor (absent for the first page) and one
 * of the page sizes. `key` is what the list's cursors hold; one that does not decode to it is
 * refused with a message on `cursor`, never passed on to the database.
 */
export function pageFields<Key extends z.ZodType>(key: Key) {
  return {
    cursor: z
      .string()
      .max(1000, CURSOR_MESSAGE)
      .transform((text, context): z.output<Key> => {
        const parsed = key.safeParse(decodeCursor(text));
        if (parsed.success) return parsed.data;
        context.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
        return z.NEVER;
      })
      .optional(),
    pageSize: pageSizeField,
    /**
     * Which page this is, counted by the browser as it moves from page to page, so an address
     * can say "Showing 26–50"; the rows are read by the cursor alone.
     */
    page: z.coerce.number().int().min(1).max(100_000).optional(),
  };
}

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A list's sorting: the column it is sorted by and which way, and where an address starts. */
export interface Sorting<Field extends string> {
  sort: Field;
  order: SortOrder;
}

/**
 * The query fields of a list sorted by one of `fields`: a field outside them is refused with a
 * message naming those it takes.
 */
export function sortFields<Field extends string>(
  fields: readonly [Field, ...Field[]],
  defaults: Sorting<Field>,
) {
  return {
    sort: z.enum(fields, { error: `Sort by one of: ${fields.join(', ')}.` }).default(defaults.sort),
    order: z.enum(SORT_ORDERS, { error: 'Sort asc or desc.' }).default(defaults.order),
  };
}

/**
 * The key of a sorted list's cursor: the sorting it was made for and the row's sort value (null
 * where the column is empty) and id. `id` is the list's tie-breaking column.
 */
export function sortedCursorSchema<Field extends string, Id extends z.ZodType>(
  fields: readonly [Field, ...Field[]],
  id: Id,
) {
  return z.strictObject({
    direction: pageDirection,
    sort: z.enum(fields),
    order: z.enum(SORT_ORDERS),
    value: z.string().max(400).nullable(),
    id,
  });
}

/** A cursor fits the query it comes with when it was made for the same sorting. */
export const cursorFitsSorting = (query: {
  sort: string;
  order: SortOrder;
  cursor?: { sort: string; order: SortOrder } | undefined;
}) => !query.cursor || (query.cursor.sort === query.sort && query.cursor.order === query.order);

export const cursorSortingIssue = { path: ['cursor'], message: CURSOR_MESSAGE };

/**
 * What every list answer says about its paging: how many rows match, and the cursors of the pages
 * either side (null at either end). Lists that grow without end stop counting at a limit: then
 * `totalIsLowerBound` is true and more than `total` rows match.
 */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A list's answer: its rows, under the names `rows` gives them, and the paging. */
export const pageSchema = <Rows extends z.ZodRawShape>(rows: Rows) =>
  z.object(rows).extend(pageInfoSchema.shape);

/**
 * The days a date filter may name: the firm's records all fall between them, and a day far
 * outside (0001-01-01 moves to year 0 when read in IST, which PostgreSQL refuses) is a mistake.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2099-12-31';

/** A calendar date, `YYYY-MM-DD`, read as a day in IST, from EARLIEST_DATE to LATEST_DATE. */
export const isoDate = z.iso
  .date({ error: 'Enter a date as YYYY-MM-DD.' })
  .refine(
    (day) => day >= EARLIEST_DATE && day <= LATEST_DATE,
    `Enter a date from ${formatIndianDate(EARLIEST_DATE)} to ${formatIndianDate(LATEST_DATE)}.`,
  );
