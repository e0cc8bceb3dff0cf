import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from './executor.ts';

/** Started right after the commit; it must own its failures, as the transaction is already kept. */
export type AfterCommitWork = () => void;

/** The work each open transaction (or savepoint) has been given, in the order it was given. */
const workOf = new WeakMap<Executor, AfterCommitWork[]>();

/**
 * Runs `work` once the transaction `executor` belongs to has committed, and never if it rolls
 * back; outside a transaction, at once, as what was written is already kept.
 */
export function afterCommit(executor: Executor, work: AfterCommitWork): void {
  const queue = workOf.get(executor);
  if (queue) {
    queue.push(work);
    return;
  }
  // A transaction nobody keeps work for would drop it silently: a wiring mistake, told loudly.
  if (executor instanceof PgTransaction) {
    throw new Error('after-commit work given to a transaction not opened through the database');
  }
  work();
}

/**
 * Makes `db.transaction` keep the work its transaction is given, and start it once the commit
 * has succeeded. A savepoint's work joins its parent's only if the savepoint is released.
 */
export function keepingAfterCommit<D extends Database>(db: D): D {
  const open: Database['transaction'] = db.transaction.bind(db);
  const transaction: Database['transaction'] = async (body, config) => {
    const queue: AfterCommitWork[] = [];
    const result = await open((tx) => tracked(tx, queue, body), config);
    for (const work of queue) work();
    return result;
  };
  (db as Database).transaction = transaction;
  return db;
}

function tracked<T>(
  tx: Transaction,
  queue: AfterCommitWork[],
  body: (tx: Transaction) => Promise<T>,
): Promise<T> {
  workOf.set(tx, queue);
  const openSavepoint = tx.transaction.bind(tx);
  const savepoint: Transaction['transaction'] = async (inner) => {
    const savepointQueue: AfterCommitWork[] = [];
    const result = await openSavepoint((nested) => tracked(nested, savepointQueue, inner));
    queue.push(...savepointQueue);
    return result;
  };
  tx.transaction = savepoint;
  return body(tx);
}
