import { describe, expect, it } from 'vitest';
import { creditedFigures } from './credited-figures.ts';

const line = (amountPaise: number) => ({
  description: 'Smart TDS: yearly plan',
  sac: '997331',
  quantity: 1,
  unitPricePaise: amountPaise,
  amountPaise,
});

/** ₹9,999.50 in Maharashtra: CGST and SGST rounded up, a paisa more than IGST. */
const intraState = {
  lines: [line(999_950)],
  cgstPaise: 89_996,
  sgstPaise: 89_996,
  igstPaise: 0,
  totalPaise: 999_950 + 2 * 89_996,
};

describe('creditedFigures', () => {
  it('credits a full refund as exactly the invoice', () => {
    expect(creditedFigures(intraState, 0, intraState.totalPaise)).toMatchObject({
      subtotalPaise: 999_950,
      cgstPaise: 89_996,
      sgstPaise: 89_996,
      igstPaise: 0,
      totalPaise: intraState.totalPaise,
    });
  });

  it('splits partial refunds so their parts add up to the invoice, never past it', () => {
    const amounts = [333_333, 400_001, intraState.totalPaise - 733_334];
    let before = 0;
    const notes = amounts.map((amount) => {
      const figures = creditedFigures(intraState, before, amount);
      before += amount;
      return figures;
    });
    const sum = (key: 'subtotalPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
      notes.reduce((total, note) => total + note[key], 0);
    expect(sum('subtotalPaise')).toBe(999_950);
    expect(sum('cgstPaise')).toBe(89_996);
    expect(sum('sgstPaise')).toBe(89_996);
    expect(sum('igstPaise')).toBe(0);
    for (const [index, note] of notes.entries()) {
      expect(note.subtotalPaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(
        amounts[index],
      );
      expect(note.lines.reduce((total, each) => total + each.amountPaise, 0)).toBe(
        note.subtotalPaise,
      );
    }
  });

  it('credits IGST alone on an inter-state invoice', () => {
    const interState = {
      lines: [line(60_000), line(40_000)],
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
      totalPaise: 118_000,
    };
    const half = creditedFigures(interState, 0, 59_000);
    expect(half).toMatchObject({ subtotalPaise: 50_000, igstPaise: 9_000, cgstPaise: 0 });
    expect(half.lines.map((each) => each.amountPaise)).toEqual([30_000, 20_000]);
  });
});
