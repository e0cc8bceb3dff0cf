import { IST_OFFSET_MS } from '@prakar/shared/dates';

/** April, counting January as 0. */
const FIRST_MONTH = 3;
const FINANCIAL_YEAR = /^\d{4}-\d{2}$/;
/** The sequence is written with at least this many digits: "00042". */
export const SEQUENCE_DIGITS = 5;

/**
 * The Indian financial year (1 April to 31 March) of a moment, written "2026-27". The date is
 * taken in IST: an invoice issued at 00:10 IST on 1 April belongs to the new year even though it
 * is still 31 March in UTC.
 */
export function financialYearOf(at: Date): string {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError('Not a date');
  const ist = new Date(time + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= FIRST_MONTH ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The invoice number, "PTA/26-27/00001". GST wants invoice numbers unique within a financial
 * year, so the series restarts each April and the year is part of the number; Rule 46(b) allows
 * at most 16 characters, so the year is written short (15 characters up to 99,999 a year).
 */
export function invoiceNumber(
  financialYear: string,
  sequence: number,
  series: InvoiceSeries = 'PTA',
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Not an invoice sequence number: ${sequence}`);
  }
  return `${seriesPrefix(series, financialYear)}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** What a year's invoice numbers start with, "PTA/26-27/"; the sequence follows. */
export function invoiceNumberPrefix(financialYear: string): string {
  return seriesPrefix('PTA', financialYear);
}

/**
 * The product's invoices are "PTA"; a demo run whose invoices would be dated before numbers
 * already issued has a series of its own, "D2" for the second (docs/decisions/0067).
 */
export type InvoiceSeries = 'PTA' | `D${number}`;

/**
 * What a year's numbers of a series start with: "PTA/26-27/" for invoices, "CN/26-27/" for
 * credit notes, each series numbered on its own (Rule 46(b)).
 */
export function seriesPrefix(series: InvoiceSeries | 'CN', financialYear: string): string {
  if (!FINANCIAL_YEAR.test(financialYear)) {
    throw new RangeError(`Not a financial year: ${financialYear}`);
  }
  return `${series}/${financialYear.slice(2)}/`;
}
