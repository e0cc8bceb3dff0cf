import type { Random } from './random.ts';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** A moment from `from` to `to`, to the second. */
export function momentBetween(random: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(Math.floor((from.getTime() + random.next() * span) / 1000) * 1000);
}

export const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
export const earliest = (a: Date, b: Date) => (a < b ? a : b);
export const latest = (a: Date, b: Date) => (a > b ? a : b);
