import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Transaction } from '#src/db/client.ts';
import { stopWithServer } from './stop-with-server.ts';

export interface WorkerLoopOptions<T> {
  /**
   * One pass over the work that is due; passes never overlap within a process. Once `stopping`
   * is aborted the pass finishes the work it holds and takes no more.
   */
  pass: (stopping: AbortSignal) => Promise<T>;
  log: FastifyBaseLogger;
  /** What the log calls a failed pass, e.g. "mail worker pass failed". */
  failureMessage: string;
  pollIntervalMs: number;
  /** Runs once the last pass has ended, e.g. to close a connection. */
  onStop?: () => void;
}

export interface ClaimedWork<W> {
  db: Database;
  /** Claims the next piece of work that is due, inside `tx`; undefined when none is left. */
  take: (tx: Transaction) => Promise<W | undefined>;
  /** Does it in the same transaction, so the claim and the work commit or roll back together. */
  handle: (tx: Transaction, work: W) => Promise<void>;
  /** After the transaction rolled back: record or log why, so the next take passes it over. */
  onFailure: (work: W, error: unknown) => Promise<void> | void;
  /** Once aborted, no further piece is claimed. */
  stopping: AbortSignal;
}

/**
 * A pass that claims and does one piece of work per transaction until none is due or it stops,
 * in up to `lanes` such sequences at once (each claim skips rows another holds). A pass starts
 * with one lane and opens the next only when a lane has claimed a piece, so a pass that finds
 * nothing costs one claim whatever `lanes` is. The pass ends when every lane has; a lane's failure
 * to claim ends the pass with that error once the others are done.
 */
export async function workThroughClaims<W>(
  work: ClaimedWork<W>,
  lanes = 1,
): Promise<{ done: number; failed: number }> {
  const result = { done: 0, failed: 0 };
  // Each lane's failure is caught as it opens, so none goes unhandled while others still run.
  let refused: { reason: unknown } | undefined;
  const running: Promise<void>[] = [];
  const open = (): void => {
    const lane = workInOneLane(work, result, () => {
      if (running.length < lanes) open();
    });
    running.push(
      lane.catch((reason: unknown) => {
        refused ??= { reason };
      }),
    );
  };
  open();
  // Lanes open while others run: wait until every lane opened so far has ended.
  for (let waited = 0; waited < running.length; waited += 1) await running[waited];
  if (refused) throw refused.reason;
  return result;
}

/** One sequence of claims; `claimed` is told of each piece before it is done. */
async function workInOneLane<W>(
  work: ClaimedWork<W>,
  result: { done: number; failed: number },
  claimed: () => void,
): Promise<void> {
  while (!work.stopping.aborted) {
    let current: W | undefined;
    try {
      const taken = await work.db.transaction(async (tx) => {
        current = await work.take(tx);
        if (current === undefined) return current;
        claimed();
        await work.handle(tx, current);
        return current;
      });
      if (taken === undefined) return;
      result.done += 1;
    } catch (error) {
      if (current === undefined) throw error;
      await work.onFailure(current, error);
      result.failed += 1;
    }
  }
}

/**
 * Runs a worker's passes: every few seconds, and at once when nudged after a commit (`kick`).
 * Within a process passes never overlap; across processes the worker's claim on its rows keeps
 * two from doing the same work.
 */
export function createWorkerLoop<T>(options: WorkerLoopOptions<T>) {
  let timer: NodeJS.Timeout | undefined;
  const stopping = new AbortController();
  /** The pass under way, and the one waiting to start after it (at most one of each). */
  let active: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  /** Runs a pass after the current one; callers that arrive while one waits share it. */
  function drain(): Promise<T> {
    if (queued) return queued;
    const previous = active?.catch(() => undefined) ?? Promise.resolve();
    const next: Promise<T> = previous.then(async () => {
      queued = undefined;
      active = next;
      try {
        return await options.pass(stopping.signal);
      } finally {
        if (active === next) active = undefined;
      }
    });
    queued = next;
    return next;
  }

  function drainInBackground(): void {
    if (stopping.signal.aborted) return;
    drain().catch((error: unknown) => options.log.warn({ err: error }, options.failureMessage));
  }

  return {
    drain,
    /** Looks for work on the next turn of the event loop. */
    kick(): void {
      if (!stopping.signal.aborted) setImmediate(drainInBackground);
    },
    start(): void {
      if (timer || stopping.signal.aborted) return;
      timer = setInterval(drainInBackground, options.pollIntervalMs);
      // The timer alone must not keep a process alive that has nothing else to do.
      timer.unref();
    },
    /**
     * Stops polling, lets the pass under way finish what it holds without taking more, and waits
     * for it, so the database can close after it.
     */
    async stop(): Promise<void> {
      stopping.abort();
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([active, queued]);
      options.onStop?.();
    },
  };
}

export type WorkerLoop<T> = ReturnType<typeof createWorkerLoop<T>>;

/**
 * Starts the loop once the server is ready, with a pass at once for work left from before a
 * restart, and stops it as the server closes, before the database does. With `schedule` false
 * (tests) it never runs on its own; `drain()` runs it on demand.
 */
export function runWithServer(
  app: FastifyInstance,
  loop: { start(): void; kick(): void; stop(): Promise<void> },
  schedule: boolean,
): void {
  app.addHook('onReady', async () => {
    if (schedule) {
      loop.start();
      loop.kick();
    }
  });
  stopWithServer(app, () => loop.stop());
}
