/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same demo data set, so
 * two benchmark runs, or two machines, measure the same rows.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the values, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `length` characters of `alphabet`. */
  text(length: number, alphabet: string): string;
}

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
export const ALPHANUMERIC = `${DIGITS}${UPPER}abcdefghijklmnopqrstuvwxyz`;

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('Nothing to pick from.');
    return item;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [value, weight] of entries) {
        left -= weight;
        if (left < 0) return value;
      }
      return pick(entries)[0];
    },
    text: (length, alphabet) =>
      Array.from({ length }, () => alphabet.charAt(Math.floor(next() * alphabet.length))).join(''),
  };
}
