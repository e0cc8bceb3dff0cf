import { describe, expect, it } from 'vitest';
import { shapeMismatches, shapeOf } from './json-shape.ts';

const sample = {
  gstin: '27AAPFU0939F1ZV',
  b2b: [
    { ctin: 'A', inv: [{ idt: '14-07-2017', val: 118000, itms: [{ num: 1801, camt: 9 }] }] },
    { ctin: 'B', inv: [{ idt: '15-07-2017', val: 80000, itms: [{ num: 1801, iamt: 9 }] }] },
  ],
};

describe('shapeMismatches', () => {
  it('accepts the sample itself and a document with fewer sections', () => {
    expect(shapeMismatches(shapeOf(sample), sample)).toEqual([]);
    expect(shapeMismatches(shapeOf(sample), { gstin: 'X' })).toEqual([]);
  });

  it('names a foreign key, a wrong type, a missing key, a bad date and a third decimal', () => {
    const wrong = {
      gstin: 1,
      b2b: [{ inv: [{ idt: '2017-07-14', val: 1.005, itms: [{ num: 1801, rate: 18 }] }] }],
    };
    expect(shapeMismatches(shapeOf(sample), wrong)).toEqual([
      '$.gstin: number where the sample has string',
      '$.b2b[0].ctin: missing',
      '$.b2b[0].inv[0].idt: "2017-07-14" is not a dd-mm-yyyy date',
      '$.b2b[0].inv[0].val: 1.005 has more than two decimals',
      '$.b2b[0].inv[0].itms[0].rate: a key the sample does not have',
    ]);
  });
});
