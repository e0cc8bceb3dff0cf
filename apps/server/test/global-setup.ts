import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, pgliteHandle } from '#src/db/client.ts';
import { connectDatabase, prepareDatabase } from '#src/plugins/database.ts';
import { adminQuery } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data folder, as a tarball file, that each test app copies. */
    pgliteSnapshot?: string;
    /** A migrated and seeded PostgreSQL database that each test file's database is made from. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates and seeds one database for the whole run, so each test file starts from a copy of it
 * instead of migrating its own: a PGlite snapshot by default, a PostgreSQL template database with
 * TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    // Only [a-z0-9_], so the name is safe to put in statements as it is.
    const name = `prakar_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await connectDatabase(
      { databaseUrl: url.toString(), dataDir: '' },
      () => new Date(),
    );
    // A template must have no connections while it is copied.
    await database.close();
    project.provide('postgresTemplate', name);
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
  const database = await prepareDatabase(pgliteHandle(client), () => new Date());
  const folder = mkdtempSync(join(tmpdir(), 'prakar-test-db-'));
  const file = join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}
