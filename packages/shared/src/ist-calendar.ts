import { TZDate } from '@date-fns/tz';
import {
  addDays as addCalendarDays,
  addMonths as addCalendarMonths,
  addYears as addCalendarYears,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  format,
  lightFormat,
  startOfISOWeek,
} from 'date-fns';

/*
 * The calendar of India Standard Time, the one place days, months, quarters and financial years
 * are worked out (docs/decisions/0079). Instants are `Date`s, always handed in (the clock is
 * injected); days are `YYYY-MM-DD` and months `YYYY-MM`, as the database and the API write them.
 * The arithmetic is date-fns on `TZDate`s of Asia/Kolkata, so no offset is added by hand.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** A calendar day in India, `YYYY-MM-DD`. */
export type IstDay = string;
/** A calendar month in India, `YYYY-MM`. */
export type IstMonth = string;
/** An Indian financial year, 1 April to 31 March, written "2026-27". */
export type FinancialYear = string;
/** From the first instant of a span up to, not including, the first instant after it. */
export interface InstantRange {
  from: Date;
  to: Date;
}
/** A quarter of a financial year: Q1 is April–June, Q4 January–March. */
export interface FinancialQuarter {
  financialYear: FinancialYear;
  quarter: 1 | 2 | 3 | 4;
  first: IstMonth;
  last: IstMonth;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;
/** April, counting January as 0. */
const FIRST_MONTH = 3;

function inIndia(at: Date): TZDate {
  if (Number.isNaN(at.getTime())) throw new RangeError('Not a date');
  return new TZDate(at.getTime(), INDIA_TIME_ZONE);
}

const instant = (date: TZDate) => new Date(date.getTime());

/** The instant as a date-fns pattern reads it in India: "dd-MM-yyyy" gives "05-11-2026". */
export function formatInIndia(at: Date, pattern: string): string {
  return format(inIndia(at), pattern);
}

const dayOf = (date: TZDate): IstDay => lightFormat(date, 'yyyy-MM-dd');
const monthOf = (date: TZDate): IstMonth => lightFormat(date, 'yyyy-MM');

/** Midnight in India at the start of `day`. */
function midnight(day: IstDay): TZDate {
  const match = DAY.exec(day);
  const date = match
    ? new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), INDIA_TIME_ZONE)
    : undefined;
  if (!date || dayOf(date) !== day) throw new RangeError(`Not a day: ${day}`);
  return date;
}

function firstOfMonth(month: IstMonth): TZDate {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return midnight(`${month}-01`);
}

/** The calendar day it is in India at `at`. */
export function istDay(at: Date): IstDay {
  return dayOf(inIndia(at));
}

/** The calendar month it is in India at `at`. */
export function istMonth(at: Date): IstMonth {
  return monthOf(inIndia(at));
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: IstDay, days: number): IstDay {
  return dayOf(addCalendarDays(midnight(day), days));
}

/** The Monday that starts `day`'s week (weeks in India run Monday to Sunday). */
export function weekStartOf(day: IstDay): IstDay {
  return dayOf(startOfISOWeek(midnight(day)));
}

/** The same day `months` later; past the end of a shorter month, its last day (31 January → 28 February). */
export function addMonths(day: IstDay, months: number): IstDay {
  return dayOf(addCalendarMonths(midnight(day), months));
}

/** The same day `years` later; 29 February becomes 28 February in a year without it. */
export function addYears(day: IstDay, years: number): IstDay {
  return dayOf(addCalendarYears(midnight(day), years));
}

/** The month `months` after `month` (before, when negative). */
export function shiftMonth(month: IstMonth, months: number): IstMonth {
  return monthOf(addCalendarMonths(firstOfMonth(month), months));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IstDay, to: IstDay): number {
  return differenceInCalendarDays(midnight(to), midnight(from));
}

/** Midnight in India at the start of `day`, as an instant. */
export function startOfIstDay(day: IstDay): Date {
  return instant(midnight(day));
}

/** The last millisecond of `day` in India (23:59:59.999 IST). */
export function endOfIstDay(day: IstDay): Date {
  return new Date(istDaysRange(day).to.getTime() - 1);
}

/** The days `first` to `last` in India, both included. */
export function istDaysRange(first: IstDay, last: IstDay = first): InstantRange {
  return { from: startOfIstDay(first), to: instant(addCalendarDays(midnight(last), 1)) };
}

/** The months `first` to `last` in India, both included. */
export function istMonthsRange(first: IstMonth, last: IstMonth = first): InstantRange {
  return {
    from: instant(firstOfMonth(first)),
    to: instant(addCalendarMonths(firstOfMonth(last), 1)),
  };
}

function financialYearStarting(year: number): FinancialYear {
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

function financialYearOfDate(date: TZDate): FinancialYear {
  const year = date.getFullYear();
  return financialYearStarting(date.getMonth() >= FIRST_MONTH ? year : year - 1);
}

/**
 * The financial year of an instant, taken in IST: 00:10 IST on 1 April belongs to the new year
 * though it is still 31 March in UTC.
 */
export function financialYearOf(at: Date): FinancialYear {
  return financialYearOfDate(inIndia(at));
}

/** The financial year a month is in: "2026-11" is in "2026-27", "2027-03" too. */
export function financialYearOfMonth(month: IstMonth): FinancialYear {
  return financialYearOfDate(firstOfMonth(month));
}

/** The first and last months of a financial year: "2026-04" and "2027-03". */
export function financialYearMonths(financialYear: FinancialYear): {
  first: IstMonth;
  last: IstMonth;
} {
  const match = FINANCIAL_YEAR.exec(financialYear);
  const start = Number(match?.[1]);
  if (!match || financialYearStarting(start) !== financialYear) {
    throw new RangeError(`Not a financial year: ${financialYear}`);
  }
  const first = `${start}-04`;
  return { first, last: shiftMonth(first, 11) };
}

/** 1 April to 31 March of the financial year, from midnight IST. */
export function financialYearRange(financialYear: FinancialYear): InstantRange {
  const { first, last } = financialYearMonths(financialYear);
  return istMonthsRange(first, last);
}

/** The quarter of the financial year a month is in: "2027-02" is Q4 of "2026-27". */
export function financialQuarterOfMonth(month: IstMonth): FinancialQuarter {
  const financialYear = financialYearOfMonth(month);
  const { first: april } = financialYearMonths(financialYear);
  const index = Math.floor(
    differenceInCalendarMonths(firstOfMonth(month), firstOfMonth(april)) / 3,
  );
  const first = shiftMonth(april, index * 3);
  const quarter = (index + 1) as FinancialQuarter['quarter'];
  return { financialYear, quarter, first, last: shiftMonth(first, 2) };
}

/** The quarter of the financial year an instant is in, taken in IST. */
export function financialQuarterOf(at: Date): FinancialQuarter {
  return financialQuarterOfMonth(istMonth(at));
}

/** The first instant of the quarter up to the first instant after it. */
export function financialQuarterRange(quarter: FinancialQuarter): InstantRange {
  return istMonthsRange(quarter.first, quarter.last);
}
