import type {
  InvoiceDocument,
  InvoiceLine,
} from '#src/modules/billing-documents/invoice-document.ts';
import { stepShare } from '#src/money/shares.ts';

/**
 * The figures a refund of `amountPaise` credits, when `creditedBeforePaise` of the invoice was
 * credited already: each tax head and each line takes its step share of the invoice's (so the
 * credit notes of an invoice never add up to more than it, and a full refund gives exactly it),
 * and the taxable value is what is left, so the credit note's total is the refund to the paisa.
 */
export function creditedFigures(
  invoice: Pick<InvoiceDocument, 'lines' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>,
  creditedBeforePaise: number,
  amountPaise: number,
) {
  const step = (whole: number) =>
    stepShare(whole, creditedBeforePaise, amountPaise, invoice.totalPaise);
  const cgstPaise = step(invoice.cgstPaise);
  const sgstPaise = step(invoice.sgstPaise);
  const igstPaise = step(invoice.igstPaise);
  const subtotalPaise = amountPaise - cgstPaise - sgstPaise - igstPaise;
  const amounts = invoice.lines.map((line) => step(line.amountPaise));
  // Each line's share is rounded on its own; the largest line takes up the paisa or two left over.
  const largest = amounts.indexOf(Math.max(...amounts));
  amounts[largest] = (amounts[largest] ?? 0) + subtotalPaise - amounts.reduce((a, b) => a + b, 0);
  const lines: InvoiceLine[] = invoice.lines
    .map((line, index) => ({
      description: line.description,
      sac: line.sac,
      quantity: 1,
      unitPricePaise: amounts[index] ?? 0,
      amountPaise: amounts[index] ?? 0,
    }))
    .filter((line) => line.amountPaise > 0);
  return { lines, subtotalPaise, cgstPaise, sgstPaise, igstPaise, totalPaise: amountPaise };
}
