import { shareOf } from '#src/money/shares.ts';

/** A line's taxable value and its part of each tax head, as invoiced, in paise. */
export interface LineFigures {
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

type TaxedLines = {
  lines: readonly { amountPaise: number }[];
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * Each line with its part of each tax head of the invoice (ADR 0072): the head's share by the
 * line's taxable value, the largest line taking the paisa left over by rounding, so the lines'
 * totals add up to the invoice's to the paisa. An invoice has one tax split (CGST + SGST, or
 * IGST), so each line has it too.
 */
export function invoicedLines(invoice: TaxedLines): LineFigures[] {
  const amounts = invoice.lines.map((line) => line.amountPaise);
  const largest = amounts.indexOf(Math.max(...amounts));
  const headOf = (whole: number) => {
    const parts = amounts.map((amount) =>
      invoice.subtotalPaise > 0 ? shareOf(whole, amount, invoice.subtotalPaise) : 0,
    );
    parts[largest] = (parts[largest] ?? 0) + whole - parts.reduce((a, b) => a + b, 0);
    return parts;
  };
  const cgst = headOf(invoice.cgstPaise);
  const sgst = headOf(invoice.sgstPaise);
  const igst = headOf(invoice.igstPaise);
  return amounts.map((amountPaise, index) => {
    const cgstPaise = cgst[index] ?? 0;
    const sgstPaise = sgst[index] ?? 0;
    const igstPaise = igst[index] ?? 0;
    return {
      amountPaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
      totalPaise: amountPaise + cgstPaise + sgstPaise + igstPaise,
    };
  });
}
