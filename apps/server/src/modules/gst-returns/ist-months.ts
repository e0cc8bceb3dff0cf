import { IST_OFFSET_MS } from '@prakar/shared/dates';

/** The moment a month (`YYYY-MM`) begins in India. */
function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS);
}

/** From the first moment of `first` in IST to the first moment after `last`, as [from, to). */
export function istMonthsRange(first: string, last: string = first): { from: Date; to: Date } {
  const [fromYear, fromMonth] = first.split('-').map(Number);
  const [toYear, toMonth] = last.split('-').map(Number);
  return {
    from: monthStart(fromYear ?? 0, fromMonth ?? 0),
    to: monthStart(toYear ?? 0, (toMonth ?? 0) + 1),
  };
}
