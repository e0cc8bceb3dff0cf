import { addDays } from './ist-calendar.ts';

/*
 * The days an opening takes applications, worked out where the server lists and posts openings;
 * apart from `careers.ts`, whose schemas the careers page's form loads without the calendar.
 */

/** How many days, the day of posting included, an opening takes applications. */
export const OPENING_OPEN_DAYS = 90;

/**
 * The last day an opening posted on `postedAt` takes applications: 90 days on, but never past the
 * end of the year it was posted in, so a posting dated in an earlier year is never shown as open.
 */
export function openingClosesOn(postedAt: string): string {
  const window = addDays(postedAt, OPENING_OPEN_DAYS - 1);
  const yearEnd = `${postedAt.slice(0, 4)}-12-31`;
  return window < yearEnd ? window : yearEnd;
}

/** The earliest posting day still open on `today` (both `YYYY-MM-DD`, days in India). */
export function earliestOpenPosting(today: string): string {
  const window = addDays(today, -(OPENING_OPEN_DAYS - 1));
  const yearStart = `${today.slice(0, 4)}-01-01`;
  return window > yearStart ? window : yearStart;
}
