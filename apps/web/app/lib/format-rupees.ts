/**
 * Money is kept in paise (integers) and shown in rupees with Indian digit grouping: the last three
 * digits, then groups of two (₹1,23,456.00). Written out rather than left to `Intl`, so the build
 * (Node) and every browser print exactly the same text.
 */
export interface RupeeFormat {
  /** Leave out ".00" when the amount is a whole number of rupees (prices on the website). */
  wholeRupees?: boolean;
}

export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

export function formatRupees(paise: number, options: RupeeFormat = {}): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const rupees = groupIndian(String(Math.trunc(absolute / 100)));
  const cents = String(absolute % 100).padStart(2, '0');
  if (options.wholeRupees && cents === '00') return `${sign}₹${rupees}`;
  return `${sign}₹${rupees}.${cents}`;
}
