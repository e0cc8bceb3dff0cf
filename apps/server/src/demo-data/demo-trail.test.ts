import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '#src/db/schema.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { seedDemoData } from './demo-data.ts';
import { fitTrail } from './demo-trail.ts';
import { createRandom } from './random.ts';

const NOW = new Date('2026-11-20T06:30:00.000Z');

const USER_AND_ORDER_ACTIONS = [
  'user_invited',
  'invitation_accepted',
  'role_changed',
  'access_changed',
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'user_deactivated',
  'order_placed',
  'order_paid',
  'order_expired',
  'order_cancelled',
  'credit_note_issued',
];

const sharesOf = (actions: readonly string[]) => {
  const counted = new Map<string, number>();
  for (const action of actions) counted.set(action, (counted.get(action) ?? 0) + 1);
  return new Map([...counted].map(([action, n]) => [action, n / actions.length]));
};

describe('seedDemoData with --audit-events', () => {
  const app = useTestApp();

  it('writes the organisation a trail of that size, of the kinds its users and orders make', async () => {
    const { db } = app().database;
    const natural = await seedDemoData(db, { users: 60, orders: 40, now: NOW, leads: 0 });
    const grown = await seedDemoData(db, {
      users: 60,
      orders: 40,
      now: NOW,
      leads: 0,
      auditEvents: 2_000,
    });
    const trailOf = (organisationId: string) =>
      db
        .select({ action: auditEvents.action, at: auditEvents.at })
        .from(auditEvents)
        .where(eq(auditEvents.organisationId, organisationId));
    const [written] = await db
      .select({ n: count() })
      .from(auditEvents)
      .where(eq(auditEvents.organisationId, grown.organisationId));
    expect(natural.counts.auditEvents).toBeLessThan(1_000);
    expect(written?.n).toBe(2_000 + grown.counts.creditNotes);
    expect(grown.counts.auditEvents).toBe(written?.n);
    const grownTrail = await trailOf(grown.organisationId);
    const naturalShares = sharesOf(
      (await trailOf(natural.organisationId)).map((row) => row.action),
    );
    const grownShares = sharesOf(grownTrail.map((row) => row.action));
    // Kinds no organisation's users and orders make never appear; the common ones keep their share.
    for (const action of grownShares.keys()) expect(USER_AND_ORDER_ACTIONS).toContain(action);
    for (const action of ['sign_in', 'user_invited', 'order_placed']) {
      expect(grownShares.get(action)).toBeCloseTo(naturalShares.get(action) ?? 0, 1);
    }
    expect(grownTrail.every((row) => row.at <= NOW)).toBe(true);
  });
});

describe('fitTrail', () => {
  const random = createRandom(7);
  const rows = Array.from({ length: 10_000 }, (_, index) => ({
    action: index % 4 === 0 ? 'order_placed' : 'sign_in',
    targetType: index % 4 === 0 ? 'order' : 'session',
    targetId: String(index),
    at: new Date(NOW.getTime() - index * 60_000),
  }));

  it('keeps the kinds in their shares, smaller or larger, never after now', () => {
    for (const size of [1_000, 40_000]) {
      const fitted = fitTrail(random, rows, size, NOW);
      expect(fitted).toHaveLength(size);
      const shares = sharesOf(fitted.map((row) => row.action));
      expect(shares.get('order_placed')).toBeCloseTo(0.25, 1);
      expect(fitted.every((row) => row.at <= NOW)).toBe(true);
    }
  });

  it('gives a repeated sign-in a session of its own', () => {
    const fitted = fitTrail(random, rows, 20_000, NOW);
    const sessions = fitted.filter((row) => row.targetType === 'session');
    expect(new Set(sessions.map((row) => row.targetId)).size).toBe(sessions.length);
  });
});
