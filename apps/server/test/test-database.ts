import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, pgliteExtensions, pgliteHandle } from '#src/db/client.ts';

/**
 * Where database tests run. Without TEST_DATABASE_URL: an in-memory PGlite per app. With it
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres): a fresh PostgreSQL database per test file,
 * created through that URL and dropped afterwards, so the same tests prove both drivers. Either
 * way it starts as a copy of the database `global-setup.ts` migrated and seeded once for the run.
 */
export const testDatabaseAdminUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind = testDatabaseAdminUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  url: string;
  /** The database already open, when it was made in this process (PGlite). */
  handle?: DatabaseHandle;
  drop(): Promise<void>;
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An in-memory PGlite copied from the run's migrated and seeded one, if the run made one. */
export async function openPgliteCopy(): Promise<PGlite | undefined> {
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) return undefined;
  return PGlite.create({
    loadDataDir: new Blob([readFileSync(snapshot)]),
    extensions: pgliteExtensions,
  });
}

/**
 * The PGlite copies this worker's finished test apps left, emptied back to the seeded state. A new
 * copy costs about a second (untarring the snapshot, starting PostgreSQL); emptying one, a tenth.
 */
const emptiedCopies: PGlite[] = [];

/** Every table, truncated with its sequences, and the session reset (locks, settings, listens). */
async function emptyForNextApp(client: PGlite): Promise<void> {
  if (client.closed) return;
  const { rows } = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  );
  await client.exec(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
  await client.exec('discard all');
  emptiedCopies.push(client);
}

/**
 * The copy as one app sees it: closing it fails every later query, as a closed PGlite does, but
 * leaves the copy open for the next app. PGlite's methods are called on the copy itself.
 */
function closableView(client: PGlite): PGlite {
  let closed = false;
  const closedError = () => Promise.reject(new Error('PGlite is closed'));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'close') {
        return async () => {
          closed = true;
        };
      }
      if (property === 'closed') return closed || target.closed;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return closed ? closedError : value.bind(target);
    },
  });
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseAdminUrl;
  if (!adminUrl) {
    const client = emptiedCopies.pop() ?? (await openPgliteCopy());
    if (!client) return { url: 'memory://', drop: async () => {} };
    return {
      url: 'memory://',
      handle: pgliteHandle(closableView(client)),
      drop: () => emptyForNextApp(client),
    };
  }
  // Only [a-z0-9_], so the name is safe to put in the statement as it is.
  const name = `prakar_test_${randomBytes(8).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
