import { istDay } from '@prakar/shared/ist-calendar';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#src/config.ts';
import { type DatabaseHandle, openDatabase } from '#src/db/client.ts';
import { seedCareers, seedCatalogue, seedDeadlineRules } from '#src/db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * Opens the database, brings its schema up to date and seeds the catalogue and the job openings,
 * so a fresh data folder (or a fresh PostgreSQL database) is ready without a separate setup step.
 * `now` is the server's clock, which dates the seeded openings.
 */
export async function connectDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  now: () => Date,
): Promise<DatabaseHandle> {
  return prepareDatabase(await openDatabase(config), now);
}

/** Brings an open database up to date and seeds it; closes it if that fails. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  now: () => Date,
): Promise<DatabaseHandle> {
  try {
    await handle.migrate();
    await seedCatalogue(handle.db);
    await seedCareers(handle.db, istDay(now()));
    await seedDeadlineRules(handle.db, now());
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Makes the database reachable as `app.database` and closes it (releasing its lock) on close. */
export function registerDatabase(app: FastifyInstance, database: DatabaseHandle): void {
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
}
