import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#src/config.ts';
import type { Database, DatabaseHandle } from '#src/db/client.ts';
import { argon2Hasher } from '#src/modules/accounts/password-hasher.ts';
import { ensurePlatformAdmin } from '#src/modules/accounts/platform-admin.ts';
import { connectDatabase, prepareDatabase, registerDatabase } from '#src/plugins/database.ts';

/**
 * The database, migrated and seeded or the start fails, as `app.database`: the one the config
 * names, or an open one given instead (tests pass a copy of a database migrated once).
 */
export async function setUpDatabase(
  app: FastifyInstance,
  options: { config: AppConfig; given: DatabaseHandle | undefined; now: () => Date },
): Promise<DatabaseHandle> {
  const { config, given, now } = options;
  const database = given ? await prepareDatabase(given, now) : await connectDatabase(config, now);
  registerDatabase(app, database);
  return database;
}

/** The firm's own administrator, created or updated from PLATFORM_ADMIN_* when they are set. */
export async function ensureConfiguredPlatformAdmin(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; now: () => Date; twoFactorKey: Buffer },
): Promise<void> {
  const { platformAdmin } = options.config;
  if (!platformAdmin) return;
  const result = await ensurePlatformAdmin(options.db, platformAdmin, {
    hasher: argon2Hasher,
    twoFactorKey: options.twoFactorKey,
    now: options.now,
  });
  app.log.info(`platform administrator ${platformAdmin.email}: ${result}`);
}
