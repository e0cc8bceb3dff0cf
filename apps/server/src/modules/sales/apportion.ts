/**
 * `total` paise shared in proportion to `weights`, in whole paise that add up to `total` exactly:
 * each part is rounded down, and the paise left over go to the largest remainders (the earlier
 * part on a tie). With no weight at all, the first part takes everything.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total);
  const parts = weights.map((weight, index) => {
    const exact = magnitude * weight;
    return { index, whole: Math.floor(exact / sum), remainder: exact % sum };
  });
  let left = magnitude - parts.reduce((a, part) => a + part.whole, 0);
  for (const part of parts.toSorted((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    part.whole += 1;
    left -= 1;
  }
  return parts.map((part) => sign * part.whole);
}
