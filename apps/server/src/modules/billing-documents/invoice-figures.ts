import type { TaxedDocument } from './invoice-document.ts';

export function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function isIntraState(invoice: TaxedDocument): boolean {
  return invoice.placeOfSupply.stateCode === invoice.seller.stateCode;
}

/**
 * A tax invoice whose figures disagree is worse than none: it goes to the customer's accounts and
 * to the GST return. Refuse to print one rather than print it wrong.
 */
export function checkFigures(invoice: TaxedDocument): void {
  const amounts = [
    invoice.subtotalPaise,
    invoice.cgstPaise,
    invoice.sgstPaise,
    invoice.igstPaise,
    invoice.totalPaise,
    ...invoice.lines.flatMap((line) => [line.unitPricePaise, line.amountPaise]),
  ];
  if (!amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)) {
    throw new RangeError(`Invoice ${invoice.number}: amounts must be whole, non-negative paise`);
  }
  if (sum(invoice.lines.map((line) => line.amountPaise)) !== invoice.subtotalPaise) {
    throw new RangeError(`Invoice ${invoice.number}: the lines do not add up to the subtotal`);
  }
  const tax = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise;
  if (invoice.subtotalPaise + tax !== invoice.totalPaise) {
    throw new RangeError(`Invoice ${invoice.number}: subtotal and tax do not add up to the total`);
  }
  const wrongTax = isIntraState(invoice)
    ? invoice.igstPaise !== 0
    : invoice.cgstPaise !== 0 || invoice.sgstPaise !== 0;
  if (wrongTax) {
    throw new RangeError(`Invoice ${invoice.number}: tax heads do not match the place of supply`);
  }
}
