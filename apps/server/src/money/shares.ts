/**
 * `part × numerator ÷ denominator`, rounded half up, in exact integer arithmetic: paise times
 * paise passes 2^53 for large orders, so the product is taken in BigInt.
 */
export function shareOf(part: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('A share of nothing');
  const product = BigInt(part) * BigInt(numerator) * 2n + BigInt(denominator);
  return Number(product / (BigInt(denominator) * 2n));
}

/**
 * What one refund takes of `whole`, when `before` of `total` had already been refunded: the
 * share of everything refunded after it, less the share of everything refunded before. Taken
 * this way, several refunds' parts add up to exactly the share of their sum, and refunds adding
 * up to the total take exactly `whole`, never a paisa more.
 */
export function stepShare(whole: number, before: number, amount: number, total: number): number {
  return shareOf(whole, before + amount, total) - shareOf(whole, before, total);
}
