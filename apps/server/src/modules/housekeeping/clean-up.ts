import { lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '#src/db/client.ts';
import {
  emailTokens,
  passkeyChallenges,
  pendingSignIns,
  rateLimitBuckets,
  sessions,
} from '#src/db/schema.ts';
import { LONGEST_WINDOW_MS } from '#src/modules/rate-limit/limits.ts';
import { EMAIL_LINK_KEPT_MS, ENDED_SESSION_KEPT_MS } from './retention.ts';

/**
 * Rows one statement deletes at most: each statement holds its locks briefly, and another
 * instance cleaning up at the same time takes the rows this one has not locked.
 */
export const CLEAN_UP_BATCH = 1_000;

interface Expiring {
  table: PgTable;
  key: PgColumn;
  /** Which rows are due at `at`, through an index on the time column. */
  due: (at: Date) => SQL;
}

const before = (at: Date, ms: number) => new Date(at.getTime() - ms);

const EXPIRING = {
  sessions: {
    table: sessions,
    key: sessions.id,
    due: (at) => lte(sessions.expiresAt, before(at, ENDED_SESSION_KEPT_MS)),
  },
  emailLinks: {
    table: emailTokens,
    key: emailTokens.id,
    due: (at) => lte(emailTokens.expiresAt, before(at, EMAIL_LINK_KEPT_MS)),
  },
  // A sign-in waiting for its code is of no use past its few minutes, used or not.
  pendingSignIns: {
    table: pendingSignIns,
    key: pendingSignIns.id,
    due: (at) => lte(pendingSignIns.expiresAt, at),
  },
  // Likewise a passkey challenge nobody answered.
  passkeyChallenges: {
    table: passkeyChallenges,
    key: passkeyChallenges.challenge,
    due: (at) => lte(passkeyChallenges.expiresAt, at),
  },
  rateLimitCounters: {
    table: rateLimitBuckets,
    key: rateLimitBuckets.key,
    due: (at) => lte(rateLimitBuckets.windowStart, before(at, LONGEST_WINDOW_MS)),
  },
} satisfies Record<string, Expiring>;

export type CleanUpCounts = Record<keyof typeof EXPIRING, number>;

/**
 * Deletes up to a batch of due rows, skipping those another instance is deleting. The claimed
 * keys are gathered into an array first, so the delete reaches each row through the primary key;
 * as `in (select …)` the planner may join the claim to a read of the whole table.
 */
async function deleteBatch(db: Executor, { table, key, due }: Expiring, at: Date) {
  const claimed = db
    .select({ key })
    .from(table)
    .where(due(at))
    .limit(CLEAN_UP_BATCH)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(table)
    .where(sql`${key} = any(array(${claimed}))`)
    .returning({ key });
  return deleted.length;
}

async function deleteAllDue(db: Executor, expiring: Expiring, at: Date): Promise<number> {
  let total = 0;
  let deleted: number;
  do {
    deleted = await deleteBatch(db, expiring, at);
    total += deleted;
  } while (deleted === CLEAN_UP_BATCH);
  return total;
}

/**
 * One pass of the clean-up: ended sessions, old e-mailed links, sign-ins that waited for a code
 * past their time, unanswered passkey challenges and rate-limit counters whose window is over. Returns how many rows of each it deleted.
 */
export function createCleanUp(deps: {
  db: Executor;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info'>;
}) {
  return async function cleanUp(): Promise<CleanUpCounts> {
    const at = deps.now();
    const deleted: CleanUpCounts = {
      sessions: await deleteAllDue(deps.db, EXPIRING.sessions, at),
      emailLinks: await deleteAllDue(deps.db, EXPIRING.emailLinks, at),
      pendingSignIns: await deleteAllDue(deps.db, EXPIRING.pendingSignIns, at),
      passkeyChallenges: await deleteAllDue(deps.db, EXPIRING.passkeyChallenges, at),
      rateLimitCounters: await deleteAllDue(deps.db, EXPIRING.rateLimitCounters, at),
    };
    if (Object.values(deleted).some((count) => count > 0)) {
      deps.log.info({ deleted }, 'clean-up deleted expired rows');
    }
    return deleted;
  };
}
