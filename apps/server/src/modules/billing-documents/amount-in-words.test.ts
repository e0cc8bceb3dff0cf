import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

const RUPEE = 100;

describe('amountInWords', () => {
  it.each([
    [0, 'Zero'],
    [1, 'One'],
    [10, 'Ten'],
    [11, 'Eleven'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [21, 'Twenty-One'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [10_00_000, 'Ten Lakh'],
    [99_99_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_00_000, 'One Crore'],
    [2_83_20_000, 'Two Crore Eighty-Three Lakh Twenty Thousand'],
    [10_05_00_040, 'Ten Crore Five Lakh Forty'],
    [
      999_99_99_999,
      'Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    ],
    [1_00_000_00_00_000, 'One Lakh Crore'],
  ])('writes ₹%i as rupees', (rupees, words) => {
    expect(amountInWords(rupees * RUPEE)).toBe(`Indian Rupees ${words} Only`);
  });

  it.each([
    [
      12_345_670,
      'Indian Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only',
    ],
    [100, 'Indian Rupees One Only'],
    [0, 'Indian Rupees Zero Only'],
    [5, 'Indian Rupees Zero and Five Paise Only'],
    [1, 'Indian Rupees Zero and One Paisa Only'],
    [99, 'Indian Rupees Zero and Ninety-Nine Paise Only'],
    [101_11, 'Indian Rupees One Hundred One and Eleven Paise Only'],
    [2_83_20_000_00, 'Indian Rupees Two Crore Eighty-Three Lakh Twenty Thousand Only'],
  ])('writes %i paise as "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses negative amounts and fractions of a paisa', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
