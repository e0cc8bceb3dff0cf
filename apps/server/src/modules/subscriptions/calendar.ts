import { addDays, addYears } from '@prakar/shared/ist-calendar';

/*
 * Subscriptions start and end on calendar days in IST (`YYYY-MM-DD`), not instants: the firm's
 * customers count days in India. A year from 29 February ends on 28 February in a year without
 * it, so a subscription never gains a day it was not paid for.
 */

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
