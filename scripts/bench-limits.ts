// The limit rows of `npm run bench:api`: the SQL statements one request to an endpoint sends,
// recorded from the real app (built in this process on the bench's PostgreSQL, its workers and
// timers off), for a bare handler in the hello-world process to run through node-postgres as the
// app runs them (prepared by name where it prepares them) with nothing else around them. Their
// req/s is the most this machine can do for that answer.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { randomAddress, type Target } from './bench-load.ts';

/**
 * One statement as node-postgres was asked to run it. `named`: the app prepared it by name, so
 * PostgreSQL keeps it (and may plan it once for any values); unnamed ones are planned per values.
 */
export interface RecordedStatement {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  named?: boolean;
}

type QueryArguments = [
  config: string | { text: string; values?: unknown[]; rowMode?: 'array'; name?: string },
  values?: unknown[],
];

/**
 * Runs `requests` while every statement any node-postgres client sends in this process is kept:
 * the recording proxy around the app's database client.
 */
async function recording<T>(
  requests: () => Promise<T>,
): Promise<{ result: T; statements: RecordedStatement[] }> {
  const statements: RecordedStatement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function recorded(this: unknown, ...args: unknown[]) {
    const [config, values] = args as QueryArguments;
    statements.push(
      typeof config === 'string'
        ? { text: config, values: values ?? [] }
        : {
            text: config.text,
            values: values ?? config.values ?? [],
            rowMode: config.rowMode,
            named: Boolean(config.name),
          },
    );
    return original.apply(this, args);
  };
  try {
    return { result: await requests(), statements };
  } finally {
    prototype.query = original;
  }
}

/**
 * For each target, the statements of one request after a first one unrecorded (which fills the
 * app's caches, as the bench's own warm-up does), read through an app built as the server builds
 * itself from `env`. A target the app answers with an error has no limit row: its statements
 * would be the error's.
 */
export async function recordStatements(
  env: Record<string, string>,
  targets: readonly Target[],
): Promise<(RecordedStatement[] | undefined)[]> {
  if (targets.length === 0) return [];
  const app = await buildApp({
    config: parseConfig({ ...process.env, ...env }),
    logger: false,
    mailWorker: false,
    backgroundJobs: false,
  });
  await app.ready();
  const ask = (target: Target) =>
    app.inject({
      method: target.method ?? 'GET',
      url: target.path,
      headers: {
        ...target.headers,
        'x-forwarded-for': randomAddress(),
        ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(target.body === undefined
        ? {}
        : {
            payload: JSON.stringify(
              typeof target.body === 'function' ? target.body() : target.body,
            ),
          }),
    });
  try {
    const recorded: (RecordedStatement[] | undefined)[] = [];
    for (const target of targets) {
      await ask(target);
      const { result, statements } = await recording(() => ask(target));
      recorded.push(result.statusCode < 300 ? statements : undefined);
    }
    return recorded;
  } finally {
    await app.close();
  }
}

/** The file the hello-world process reads its limit routes from: `/limit/<index>` each. */
export function writeLimitStatements(
  path: string,
  recorded: readonly (RecordedStatement[] | undefined)[],
): void {
  writeFileSync(path, JSON.stringify(recorded.map((statements) => statements ?? [])));
}
