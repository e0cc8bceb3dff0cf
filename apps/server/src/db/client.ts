import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '#src/config.ts';
import { keepingAfterCommit } from './after-commit.ts';
import { retryReadsOnce } from './connection-lost.ts';
import type { Database } from './executor.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

export type { Database, Executor, Transaction } from './executor.ts';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations (the same SQL on both drivers). */
  migrate(): Promise<void>;
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's state, on PostgreSQL; PGlite is one connection in this process. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because all of them are busy. */
  waiting: number;
}

/** Closing twice (an error path, then shutdown) must not fail or release twice. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/** The extensions the migrations create: PGlite has them only when they are loaded at open. */
export const pgliteExtensions = { pg_trgm };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number works, as long as every server of this product uses the same one. */
const MIGRATION_LOCK_KEY = 7_201_981;

/**
 * Opens the database the settings name: PostgreSQL for a postgres:// URL, an in-memory PGlite for
 * `memory://`, and otherwise PGlite in `<dataDir>/pglite`, guarded by the data-folder lock.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl?.startsWith('postgres')) return openPostgres(config.databaseUrl);
  return openPglite(config.databaseUrl === 'memory://' ? undefined : config.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const lock = dataDir === undefined ? undefined : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir === undefined ? 'memory://' : join(dataDir, 'pglite'), {
      extensions: pgliteExtensions,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return pgliteHandle(client, () => lock?.release());
}

/** A handle on an open PGlite, which it closes (then `release`s) on close. */
export function pgliteHandle(client: PGlite, release: () => void = () => {}): DatabaseHandle {
  const db = keepingAfterCommit(drizzlePglite({ client, schema }));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    }),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection emits 'error'; without a listener that kills the process.
  pool.on('error', () => {});
  retryReadsOnce(pool);
  const db = keepingAfterCommit(drizzlePostgres({ client: pool, schema }));
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several servers may start at once: an advisory lock lets one migrate while the rest wait.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client: connection, schema }), {
          migrationsFolder,
        });
      } finally {
        await connection
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => {});
        connection.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(() => pool.end()),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
