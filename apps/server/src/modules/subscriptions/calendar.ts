import { addDays } from '@prakar/shared/dates';

/**
 * Calendar days as `YYYY-MM-DD` text in India Standard Time: subscriptions start and end on
 * days, not instants, and the firm's customers count days in IST.
 */
const DAY_MS = 86_400_000;

const toUtcNoon = (day: string) => new Date(`${day}T12:00:00.000Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The same day `years` later; 29 February becomes 28 February in a year without it, so a
 * subscription never gains a day it was not paid for.
 */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, date, 12));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return dayOf(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcNoon(to).getTime() - toUtcNoon(from).getTime()) / DAY_MS);
}

/**
 * A subscription's new period after `years` are bought on `today`: a live one is extended from
 * its end, so renewing early loses nothing; a new or lapsed one starts today.
 */
export function extendPeriod(
  current: { startsOn: string; endsOn: string } | undefined,
  years: number,
  today: string,
): { startsOn: string; endsOn: string } {
  if (current && current.endsOn >= today) {
    return { startsOn: current.startsOn, endsOn: addYears(current.endsOn, years) };
  }
  return { startsOn: today, endsOn: addDays(addYears(today, years), -1) };
}

/**
 * The first day a purchase paid for: the day after a subscription's old end while it was still
 * live on the day of buying (a renewal), else the day of buying.
 */
export function paidFrom(previousEndsOn: string | null, boughtOn: string): string {
  return previousEndsOn && previousEndsOn >= boughtOn ? addDays(previousEndsOn, 1) : boughtOn;
}
