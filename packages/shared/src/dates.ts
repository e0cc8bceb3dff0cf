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

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The clock in India at an instant, read through `Intl` (no library, so public pages stay light;
 * the calendar arithmetic is in `ist-calendar.ts`). Only numbers are taken from it, so the build
 * and every browser read the same; British English counts hours 0–23.
 */
const indiaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'short',
  timeStyle: 'short',
});

type Clock = Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;

/** `Intl` refuses a value that is not a date with a RangeError. */
function clockInIndia(value: string): Clock {
  const parts = indiaClock.formatToParts(Date.parse(value));
  return Object.fromEntries(parts.map(({ type, value }) => [type, Number(value)])) as Clock;
}

/**
 * A date the Indian way, "1 November 2025". A calendar date (`YYYY-MM-DD`) is shown as it is; a
 * timestamp is shown as its date in IST. The month is written out rather than left to `Intl`, so
 * the build and the browser render the same text and hydration never disagrees.
 */
export function formatIndianDate(value: string): string {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    return `${Number(day)} ${MONTH_NAMES[Number(month) - 1]} ${year}`;
  }
  const { year, month, day } = clockInIndia(value);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** A moment the Indian way, "23 November 2026, 2:05 pm IST". */
export function formatIndianDateTime(value: string): string {
  const { hour, minute } = clockInIndia(value);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return `${formatIndianDate(value)}, ${clock} IST`;
}
