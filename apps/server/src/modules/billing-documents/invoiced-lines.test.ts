import { describe, expect, it } from 'vitest';
import { invoicedLines } from './invoiced-lines.ts';

describe('invoicedLines', () => {
  it('gives each line its share of each tax head, adding up to the invoice to the paisa', () => {
    // ₹333.33 and ₹666.67 in Maharashtra: 9% of each rounds, the invoice's 9% of ₹1,000 does not.
    const lines = invoicedLines({
      lines: [{ amountPaise: 33_333 }, { amountPaise: 66_667 }],
      subtotalPaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
    expect(lines.map((line) => line.cgstPaise)).toEqual([3_000, 6_000]);
    expect(lines.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(118_000);
    expect(lines.every((line) => line.igstPaise === 0)).toBe(true);
  });

  it('puts the paisa rounding leaves over on the largest line', () => {
    const lines = invoicedLines({
      lines: [{ amountPaise: 1 }, { amountPaise: 1 }, { amountPaise: 3 }],
      subtotalPaise: 5,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1,
    });
    expect(lines.map((line) => line.igstPaise)).toEqual([0, 0, 1]);
    expect(lines.map((line) => line.totalPaise)).toEqual([1, 1, 4]);
  });
});
