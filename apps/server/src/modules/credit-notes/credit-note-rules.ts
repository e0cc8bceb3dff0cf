import { formatIndianDate } from '@prakar/shared/dates';
import { istDay } from '@prakar/shared/ist-calendar';
import { SEQUENCE_DIGITS, seriesPrefix } from '#src/modules/invoices/financial-year.ts';

/** "CN/26-27/00001": 15 characters up to 99,999 a year, within Rule 46(b)'s 16. */
export function creditNoteNumber(financialYear: string, sequence: number): string {
  return `${seriesPrefix('CN', financialYear)}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * The last day, in IST, a credit note may be issued against an invoice of `financialYear`:
 * Section 34(2) of the CGST Act allows none after 30 November following the end of that year
 * (or the annual return, if filed earlier; the firm files it later).
 */
export function lastCreditNoteDay(financialYear: string): string {
  const endYear = Number(financialYear.slice(0, 4)) + 1;
  return `${endYear}-11-30`;
}

/** Why no credit note can be issued now against the invoice, or undefined while one can. */
export function creditNoteRefusal(
  invoice: { number: string; financialYear: string },
  at: Date,
): string | undefined {
  const lastDay = lastCreditNoteDay(invoice.financialYear);
  if (istDay(at) <= lastDay) return undefined;
  return `A refund of this order needs a GST credit note against invoice ${invoice.number} of the financial year ${invoice.financialYear}, and Section 34(2) of the CGST Act allows none after ${formatIndianDate(lastDay)}.`;
}
