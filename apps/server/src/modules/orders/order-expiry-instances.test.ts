import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { auditEvents, orders } from '#src/db/schema.ts';
import { buildSecondInstance, buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { placeOrder } from '#test/commerce-helpers.ts';
import { newAdmin } from '#test/users-helpers.ts';

const ENV = { ORDER_EXPIRY_DAYS: '2' };
let first: TestApp;
let second: App;

beforeAll(async () => {
  first = await buildTestApp({ env: ENV });
  second = await buildSecondInstance(first.app, { env: ENV });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('unpaid orders expiring on two server instances at once', () => {
  it('expires each order exactly once, with one audit entry, whichever instance gets it', async () => {
    const admin = await newAdmin(first.app);
    const placed = await Promise.all(Array.from({ length: 30 }, () => placeOrder(admin)));
    const ids = placed.map((order) => order.id);
    // ORDER_EXPIRY_DAYS sets the time an order is open.
    const [one] = placed;
    expect(Date.parse(one?.payBy ?? '') - Date.parse(one?.createdAt ?? '')).toBe(2 * 86_400_000);

    const { db } = first.app.database;
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(inArray(orders.id, ids));
    const [a, b] = await Promise.all([first.app.expireUnpaidOrders(), second.expireUnpaidOrders()]);
    expect(a + b).toBe(30);

    const [expired] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.status, 'expired')));
    expect(expired?.n).toBe(30);
    const [audited] = await db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(inArray(auditEvents.targetId, ids), eq(auditEvents.action, 'order_expired')));
    expect(audited?.n).toBe(30);
  });
});
