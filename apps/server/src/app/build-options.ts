import type { AppConfig, LogLevel } from '#src/config.ts';
import type { DatabaseHandle } from '#src/db/client.ts';

/** What `buildApp` takes: the config, and what tests and scripts set differently. */
export interface BuildAppOptions {
  config: AppConfig;
  /** Overrides `config.logLevel`; tests pass `false`. */
  logger?: LogLevel | false;
  /** Requests per minute per IP on routes without their own limit. */
  rateLimitMax?: number;
  /**
   * Whether the mail, account mail and invoice workers poll and wake after each enqueue (default
   * true). Tests turn them off and run them on demand with `app.jobs.drain(…)`.
   */
  mailWorker?: boolean;
  /** How often the account mail worker polls (default every second); tests may set it long. */
  accountMailPollMs?: number;
  /** Where log lines go instead of stdout; tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The clock of sessions, tokens and rate limits; tests pass a fake one. */
  now?: () => Date;
  /**
   * Whether payment reconciliation, order expiry, expiry reminders and the clean-up run on timers
   * (default true). Tests turn them off and run them with `app.jobs.runOnce(…)`.
   */
  backgroundJobs?: boolean;
  /**
   * An open database to use instead of the one the config names; it is migrated and seeded as
   * usual. Tests pass a copy of a database migrated once for the whole run.
   */
  database?: DatabaseHandle;
}
