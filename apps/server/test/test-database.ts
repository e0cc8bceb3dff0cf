import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where database tests run. Without TEST_DATABASE_URL: a fresh in-memory PGlite per app. With it
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres): a fresh PostgreSQL database per test file,
 * created through that URL and dropped afterwards, so the same tests prove both drivers.
 */
export const testDatabaseAdminUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind = testDatabaseAdminUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseAdminUrl;
  if (!adminUrl) return { url: 'memory://', drop: async () => {} };
  // Only [a-z0-9_], so the name is safe to put in the statement as it is.
  const name = `prakar_test_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
