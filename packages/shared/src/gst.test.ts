import { describe, expect, it } from 'vitest';
import { gstBreakdown, percentOfPaise, SELLER_STATE_CODE } from './gst.ts';

describe('percentOfPaise', () => {
  it.each([
    [100, 9, 9],
    [50, 9, 5], // 4.5 paise rounds up
    [49, 9, 4], // 4.41
    [61, 9, 5], // 5.49
    [5, 18, 1], // 0.9
    [2, 18, 0], // 0.36
    [999_900, 18, 179_982],
    [0, 18, 0],
  ])('%i paise at %i%% is %i paise', (paise, percent, expected) => {
    expect(percentOfPaise(paise, percent)).toBe(expected);
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => percentOfPaise(10.5, 9)).toThrow(RangeError);
    expect(() => percentOfPaise(-1, 9)).toThrow(RangeError);
  });
});

describe('gstBreakdown', () => {
  it('splits GST into CGST and SGST for a buyer in the seller’s state', () => {
    expect(gstBreakdown(2_400_000, SELLER_STATE_CODE)).toEqual({
      subtotalPaise: 2_400_000,
      cgstPaise: 216_000,
      sgstPaise: 216_000,
      igstPaise: 0,
      totalPaise: 2_832_000,
      supply: 'intra-state',
    });
  });

  it('charges IGST for a buyer in another state', () => {
    expect(gstBreakdown(2_400_000, '29')).toEqual({
      subtotalPaise: 2_400_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 432_000,
      totalPaise: 2_832_000,
      supply: 'inter-state',
    });
  });

  it('rounds each tax to the paisa, so the two kinds of supply may differ by a paisa', () => {
    const intra = gstBreakdown(999_950, '27', '27');
    const inter = gstBreakdown(999_950, '07', '27');
    // 9% of ₹9,999.50 is ₹899.955: each half rounds up to ₹899.96.
    expect(intra.cgstPaise).toBe(89_996);
    expect(intra.totalPaise).toBe(999_950 + 2 * 89_996);
    // 18% is ₹1,799.91 exactly.
    expect(inter.igstPaise).toBe(179_991);
    expect(intra.totalPaise - inter.totalPaise).toBe(1);
  });
});
