import { formatIndianDate } from './dates.ts';
import { addDays, addMonths, type IstDay } from './ist-calendar.ts';
import { type DeadlinePeriod, periodText } from './matter-deadlines.ts';

export interface StatutoryDueDate {
  dueOn: IstDay;
  /** How it was counted, as a sentence a client or a member of staff reads. */
  counted: string;
}

/**
 * The statutory due date of a matter served on `servedOn` (an IST day). Days count from the day
 * after service as day 1; months end on the same date, or on a shorter month's last day. When the
 * notice sets its own date, that date is the due date (undefined when none was entered).
 */
export function statutoryDueDate(
  period: DeadlinePeriod,
  servedOn: IstDay,
  dateInNotice?: IstDay,
): StatutoryDueDate | undefined {
  const served = formatIndianDate(servedOn);
  if (period.unit === 'set_in_notice') {
    if (!dateInNotice) return undefined;
    return {
      dueOn: dateInNotice,
      counted: `The date set in the notice served on ${served}: ${formatIndianDate(dateInNotice)}.`,
    };
  }
  if (period.unit === 'days') {
    const dueOn = addDays(servedOn, period.count);
    return {
      dueOn,
      counted: `${periodText(period)} from the date of service, ${served}, counting the day after service as day 1: due ${formatIndianDate(dueOn)}.`,
    };
  }
  const dueOn = addMonths(servedOn, period.count);
  const clamped = dueOn.slice(8) !== servedOn.slice(8);
  return {
    dueOn,
    counted: `${periodText(period)} from the date of service, ${served}, ending on the same date${clamped ? ' or, as that month is shorter, its last day' : ''}: due ${formatIndianDate(dueOn)}.`,
  };
}
