import type { Random } from '#src/demo-data/random.ts';

/**
 * How unevenly a firm's customers are sized: users per organisation are log-normal with this
 * spread, so most have a few hundred users and a few tens of thousands (the median is about a
 * half of the mean; the largest of 10,000 about forty times it).
 */
const SIZE_SPREAD = 1.2;

/** A standard normal value (Box–Muller). */
function normal(random: Random): number {
  const u = 1 - random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/**
 * `total` split among `count` parts, each at least one, in proportion to `weights`; the
 * rounding carried from part to part so the sum is exact.
 */
export function apportion(weights: readonly number[], total: number): number[] {
  const extra = total - weights.length;
  if (extra < 0) throw new RangeError(`${total} cannot give ${weights.length} parts one each.`);
  const sum = weights.reduce((a, b) => a + b, 0);
  let carried = 0;
  let given = 0;
  return weights.map((weight) => {
    carried += (extra * weight) / sum;
    const upTo = Math.round(carried);
    const part = upTo - given;
    given = upTo;
    return 1 + part;
  });
}

/** Users of each of `count` organisations, `total` in all, skewed as customers are. */
export function organisationSizes(random: Random, count: number, total: number): number[] {
  return apportion(
    Array.from({ length: count }, () => Math.exp(SIZE_SPREAD * normal(random))),
    total,
  );
}

/** Picks indexes in proportion to their weights, by binary search of the running sums. */
export function weightedIndex(weights: readonly number[]): (random: Random) => number {
  const sums = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += weight;
    sums[index] = sum;
  });
  return (random) => {
    const target = random.next() * sum;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sums[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
