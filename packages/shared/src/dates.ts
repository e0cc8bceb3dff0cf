/** January to December, as the firm writes dates. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date the Indian way, "1 November 2025". A calendar date (`YYYY-MM-DD`) is shown as it is; a
 * timestamp is shown as its date in IST. Written out rather than left to `Intl`, so the build and
 * the browser render the same text and hydration never disagrees.
 */
export function formatIndianDate(value: string): string {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    return `${Number(day)} ${MONTH_NAMES[Number(month) - 1]} ${year}`;
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${value}`);
  const ist = new Date(time + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTH_NAMES[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** A moment the Indian way, "23 November 2026, 2:05 pm IST". */
export function formatIndianDateTime(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${value}`);
  const ist = new Date(time + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${formatIndianDate(value)}, ${clock} IST`;
}

/** The calendar day `days` after `day` (before, when negative); both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const noon = new Date(`${day}T12:00:00.000Z`);
  return new Date(noon.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day it is in India at `at`, `YYYY-MM-DD`. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
