// Starts the processes `npm run bench:api` measures: the real server (`apps/server/src/server.ts`,
// with WEB_CONCURRENCY when asked) and a bare Fastify hello world, each in a process of its own,
// as they run in production, so the load generator never shares their event loop.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface Started {
  url: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The process for ${url} exited (${child.exitCode}).`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s.`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

/**
 * Hello world, with its one-round-trip baseline when given a PostgreSQL address, and the limit
 * routes of the statements in `limitStatements` (a file `writeLimitStatements` wrote).
 */
export async function startHelloWorld(
  databaseUrl: string | undefined,
  limitStatements = '',
): Promise<Started> {
  const port = await freePort();
  const child = start(['scripts/bench-hello-world.mjs'], {
    PORT: String(port),
    DATABASE_URL: databaseUrl ?? '',
    LIMIT_STATEMENTS: limitStatements,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/`, child, 30);
  return { url, stop: stopper(child) };
}

/** The server as `npm run serve` starts it, with `env` on top of this process's environment. */
export async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = start(['--import', 'tsx', 'apps/server/src/server.ts'], {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
  });
  await waitUntilAnswering(`${url}/api/health`, child, 180);
  return { url, stop: stopper(child) };
}
