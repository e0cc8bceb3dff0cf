import { randomUUID } from 'node:crypto';
import type { auditEvents } from '#src/db/schema.ts';
import type { Random } from './random.ts';
import { DAY_MS, later } from './timeline.ts';

type AuditRow = typeof auditEvents.$inferInsert;

/** How far from the event it repeats a copied event lands: a month either way. */
const REPEAT_SPREAD_MS = 30 * DAY_MS;

/**
 * The trail made `size` events long with the same kinds in the same shares: fewer by leaving out
 * events at random, more by repeating random events a few weeks from the original (a sign-in
 * repeated is another session). Nothing moves past `now`.
 */
export function fitTrail(
  random: Random,
  rows: readonly AuditRow[],
  size: number,
  now: Date,
): AuditRow[] {
  if (rows.length === 0 || size === rows.length) return [...rows];
  const fitted = [...rows];
  if (size < rows.length) {
    // A partial shuffle: the first `size` are a uniform sample.
    for (let index = 0; index < size; index += 1) {
      const other = index + Math.floor(random.next() * (fitted.length - index));
      [fitted[index], fitted[other]] = [fitted[other] as AuditRow, fitted[index] as AuditRow];
    }
    fitted.length = size;
  } else {
    while (fitted.length < size) {
      const original = random.pick(rows);
      const shifted = later(original.at, Math.floor((random.next() * 2 - 1) * REPEAT_SPREAD_MS));
      fitted.push({
        ...original,
        at: shifted > now ? now : shifted,
        ...(original.targetType === 'session' ? { targetId: randomUUID() } : {}),
      });
    }
  }
  return fitted;
}
