import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/use-test-app.ts';
import { createDatabaseRateLimitStore } from './database-store.ts';

const app = useTestApp();

describe('database rate-limit store', () => {
  it('counts concurrent hits exactly and starts a new window after the old one ends', async () => {
    const store = createDatabaseRateLimitStore(app().database.db);
    const start = new Date('2026-04-01T10:00:00Z');
    const hits = await Promise.all(Array.from({ length: 8 }, () => store.hit('k', 60_000, start)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await store.peek('k', 60_000, new Date(start.getTime() + 59_999))).count).toBe(8);
    expect((await store.peek('k', 60_000, new Date(start.getTime() + 60_000))).count).toBe(0);
    const next = await store.hit('k', 60_000, new Date(start.getTime() + 60_000));
    expect(next.count).toBe(1);
    expect(next.resetAt.toISOString()).toBe('2026-04-01T10:02:00.000Z');
  });
});
