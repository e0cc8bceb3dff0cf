import { describe, expect, it } from 'vitest';
import type { Database, Transaction } from '#src/db/client.ts';
import { workThroughClaims } from './worker-loop.ts';

/**
 * A database whose transactions only run their callback: enough to see how the pass schedules
 * its lanes. Claims across lanes and processes on a real database are proved by the workers'
 * own tests (invoice-worker.test.ts: two processes, each invoice mailed once).
 */
const db = {
  transaction: <T>(run: (tx: Transaction) => Promise<T>) => run({} as Transaction),
} as unknown as Database;

const stopping = new AbortController().signal;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('workThroughClaims', () => {
  it('does every piece once, as many at a time as it has lanes', async () => {
    const queue = [1, 2, 3, 4, 5, 6, 7];
    const done: number[] = [];
    let inFlight = 0;
    let most = 0;
    const result = await workThroughClaims(
      {
        db,
        take: async () => queue.shift(),
        handle: async (_tx, piece) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await tick();
          done.push(piece);
          inFlight -= 1;
        },
        onFailure: () => undefined,
        stopping,
      },
      3,
    );
    expect(result).toEqual({ done: 7, failed: 0 });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('claims once when nothing is due, however many lanes it may open', async () => {
    let takes = 0;
    const result = await workThroughClaims(
      {
        db,
        take: async () => {
          takes += 1;
          return undefined;
        },
        handle: async () => undefined,
        onFailure: () => undefined,
        stopping,
      },
      4,
    );
    expect(result).toEqual({ done: 0, failed: 0 });
    expect(takes).toBe(1);
  });

  it('does one piece at a time with one lane', async () => {
    const queue = [1, 2, 3];
    let inFlight = 0;
    let most = 0;
    await workThroughClaims({
      db,
      take: async () => queue.shift(),
      handle: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tick();
        inFlight -= 1;
      },
      onFailure: () => undefined,
      stopping,
    });
    expect(most).toBe(1);
  });

  it('counts a piece that fails and goes on with the rest', async () => {
    const queue = [1, 2, 3];
    const failures: number[] = [];
    const result = await workThroughClaims(
      {
        db,
        take: async () => queue.shift(),
        handle: async (_tx, piece) => {
          if (piece === 2) throw new Error('cannot');
        },
        onFailure: (piece) => {
          failures.push(piece);
        },
        stopping,
      },
      2,
    );
    expect(result).toEqual({ done: 2, failed: 1 });
    expect(failures).toEqual([2]);
  });

  it('ends with a failed claim only once the other lanes have finished what they hold', async () => {
    let takes = 0;
    let finished = false;
    const pass = workThroughClaims(
      {
        db,
        take: async () => {
          takes += 1;
          if (takes === 1) return 'slow';
          if (takes === 2) throw new Error('the database went away');
          return undefined;
        },
        handle: async () => {
          for (let turn = 0; turn < 5; turn++) await tick();
          finished = true;
        },
        onFailure: () => undefined,
        stopping,
      },
      2,
    );
    await expect(pass).rejects.toThrow('the database went away');
    expect(finished).toBe(true);
  });
});
