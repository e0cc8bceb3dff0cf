import { sql } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';
import { rowsOf } from './text-sql.ts';

/** How often, and for how long at most, a transaction's end is looked for. */
const POLL_MS = 20;
const WATCH_MS = 30_000;

/**
 * Work to do once a caller's transaction has committed, when only the caller knows when that is:
 * the transaction's id is read inside it, and `committed()` asks the database until it has ended.
 * Resolves false if it rolled back, or is still open after half a minute (the work is left to
 * whatever picks it up later then).
 */
export async function watchCommit(tx: Executor, db: Database) {
  const [row] = await rowsOf<{ xid: string }>(tx, sql`select pg_current_xact_id()::text as xid`);
  const xid = row?.xid;
  return async function committed(): Promise<boolean> {
    if (!xid) return false;
    for (let waited = 0; waited < WATCH_MS; waited += POLL_MS) {
      const [status] = await rowsOf<{ status: string }>(
        db,
        sql`select pg_xact_status(${xid}::xid8) as status`,
      );
      if (status?.status !== 'in progress') return status?.status === 'committed';
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return false;
  };
}
