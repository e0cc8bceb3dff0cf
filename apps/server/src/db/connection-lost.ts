import type pg from 'pg';

/**
 * SQLSTATE classes and codes that mean the connection, not the statement, failed: class 08
 * (connection exception) and the server shutting a backend down (57P01 administrator command,
 * 57P02 crash, 57P03 not yet accepting connections).
 */
const SERVER_CODES = /^(08...|57P0[123])$/;
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres says these in words only, without a code. */
const DRIVER_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect/;

/** Whether an error (or one it wraps, as the query builder does) is a lost database connection. */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (SERVER_CODES.test(code) || SOCKET_CODES.has(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

type QueryConfig = string | { text?: string };

/** A statement that only reads, so running it twice changes nothing. */
function isRead(config: QueryConfig): boolean {
  const text = typeof config === 'string' ? config : (config.text ?? '');
  return /^[\s(]*select\b/i.test(text);
}

/**
 * A read that fails because its connection died (a database restart, a fail-over, a proxy
 * cutting idle connections) runs once more: the pool has dropped the broken client, so the retry
 * goes out on another or a new one. Writes and statements inside a transaction are never
 * repeated; their error becomes a 503 that asks the client to retry.
 */
export function retryReadsOnce(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    // Only the promise form is used (by the query builder); callbacks go to the pool untouched.
    if (args.some((argument) => typeof argument === 'function')) return query(...args);
    return query(...args).catch((error: unknown) => {
      if (!isConnectionLost(error) || !isRead(args[0] as QueryConfig)) throw error;
      return query(...args);
    });
  }) as typeof pool.query;
}
