const FINANCIAL_YEAR = /^\d{4}-\d{2}$/;
/** The sequence is written with at least this many digits: "00042". */
export const SEQUENCE_DIGITS = 5;

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
