import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type BuildAppOptions, buildApp } from '#src/app.ts';
import { parseConfig } from '#src/config.ts';
import { rememberClock } from './app-clocks.ts';
import { createTestDatabase, testDatabaseKind } from './test-database.ts';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  rateLimitMax?: BuildAppOptions['rateLimitMax'];
  /**
   * Off unless a test asks for it: mail then leaves only when the test calls
   * `app.jobs.drain('mail')`, so what a test sees never depends on timing.
   */
  mailWorker?: boolean;
  accountMailPollMs?: BuildAppOptions['accountMailPollMs'];
  /** Logging is off unless a test asks for a level and a stream to read. */
  logger?: BuildAppOptions['logger'];
  logStream?: BuildAppOptions['logStream'];
  /** A fake clock for sessions, tokens and rate limits. */
  now?: () => Date;
}

/**
 * A silent app on a fresh database (see test-database.ts). Unless a test names one, the web
 * build folder does not exist, so results never depend on whether the web app was built.
 */
export async function buildTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    WEB_BUILD_DIR: join(tmpdir(), 'prakar-no-web-build'),
    ...options.env,
  });
  try {
    const app = await buildApp({
      config,
      logger: options.logger ?? false,
      logStream: options.logStream,
      rateLimitMax: options.rateLimitMax,
      mailWorker: options.mailWorker ?? false,
      accountMailPollMs: options.accountMailPollMs,
      backgroundJobs: false,
      now: options.now,
      database: database.handle,
    });
    rememberClock(app, options.now);
    const close = async () => {
      await app.close();
      await database.drop();
    };
    return { app, close };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A second server on the first one's database, as another instance in production: on PostgreSQL
 * with a connection pool of its own; on PGlite, which one process opens once, through the same
 * handle, left open when this instance closes.
 */
export async function buildSecondInstance(
  first: App,
  options: Pick<TestAppOptions, 'env' | 'rateLimitMax' | 'now'> = {},
) {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: first.config.databaseUrl ?? 'memory://',
    WEB_BUILD_DIR: join(tmpdir(), 'prakar-no-web-build'),
    ...options.env,
  });
  const shared =
    testDatabaseKind === 'pglite' ? { ...first.database, close: async () => {} } : undefined;
  return buildApp({
    config,
    logger: false,
    rateLimitMax: options.rateLimitMax,
    mailWorker: false,
    backgroundJobs: false,
    now: options.now,
    database: shared,
  });
}

/** What the website sends with every state-changing call (see plugins/csrf.ts). */
export const AJAX = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** The firm's own administrator of a test app built with `env: PLATFORM_ADMIN_ENV`. */
export const PLATFORM_ADMIN = {
  email: 'staff@prakartax.in',
  password: 'harbour-lights-over-worli',
  /** Staff always sign in with two steps: the authenticator secret the config gives them. */
  totpSecret: 'PRAKARSTAFFTWOSTEPSIGNIN234567AB',
} as const;
/** Without a known secret: the administrator sets two-step sign-in up at the first sign-in. */
export const PLATFORM_ADMIN_WITHOUT_TWO_STEP_ENV = {
  PLATFORM_ADMIN_EMAIL: PLATFORM_ADMIN.email,
  PLATFORM_ADMIN_PASSWORD: PLATFORM_ADMIN.password,
};
export const PLATFORM_ADMIN_ENV = {
  ...PLATFORM_ADMIN_WITHOUT_TWO_STEP_ENV,
  PLATFORM_ADMIN_TOTP_SECRET: PLATFORM_ADMIN.totpSecret,
};
