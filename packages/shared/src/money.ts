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

/** The most a payment link may ask for: ₹1 crore. */
export const MAX_LINK_PAISE = 1_000_000_000;

/**
 * Rupees as people type them ("25000", "25,000.50", "₹ 1,25,000") in paise, or undefined when the
 * text is not an amount with at most two decimals. Parsed as text, never through a float.
 */
export function parseRupees(text: string): number | undefined {
  const compact = text.replace(/[₹,\s]/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match?.[1]) return undefined;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : undefined;
}

/** Rupees as a plain decimal, "123456.70", for spreadsheets that must read it as a number. */
export function rupeesDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
