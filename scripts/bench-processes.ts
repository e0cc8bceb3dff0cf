// Starts the processes `npm run bench:api` measures: the real server (`apps/server/src/server.ts`,
// with WEB_CONCURRENCY when asked), the test gateway it pays through (bench-gateway.ts) and a bare
// Fastify hello world, each in a process of its own, as they run in production, so the load
// generator never shares their event loop.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  TEST_GATEWAY_PREFIX,
  WEBHOOK_PATH,
} from '../apps/server/src/modules/payments/payment-gateway.ts';

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

/**
 * The server as `npm run serve` starts it, with `env` on top of this process's environment. With
 * `cpuProfileDir`, node's CPU profiler runs from the start and each process writes its profile
 * there when it exits (the server exits through process.exit once SIGTERM's shutdown is done).
 */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number; cpuProfileDir?: string } = {},
): Promise<Started> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const profiling = options.cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir]
    : [];
  const child = start([...profiling, '--import', 'tsx', 'apps/server/src/server.ts'], {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
  });
  await waitUntilAnswering(`${url}/api/health`, child, 180);
  return { url, stop: stopper(child) };
}

/**
 * The test gateway in its own process, sending webhooks to `webhookUrl`, with the RAZORPAY_*
 * settings that point a server at it; its records in `databaseUrl` (PostgreSQL) or in memory.
 */
export async function startGateway(
  databaseUrl: string | undefined,
  webhookUrl: string,
): Promise<Started & { serverEnv: Record<string, string> }> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'prakar-gateway-'));
  const keysFile = join(folder, 'keys.json');
  const child = start(['--import', 'tsx', 'scripts/bench-gateway.ts'], {
    PORT: String(port),
    DATABASE_URL: databaseUrl ?? '',
    WEBHOOK_URL: webhookUrl,
    KEYS_FILE: keysFile,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await waitUntilAnswering(`${url}/`, child, 60);
    // Written before it listens, so there once it answers.
    const keys = JSON.parse(readFileSync(keysFile, 'utf8')) as Record<string, string>;
    return {
      url,
      stop,
      serverEnv: {
        RAZORPAY_KEY_ID: keys.keyId ?? '',
        RAZORPAY_KEY_SECRET: keys.keySecret ?? '',
        RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret ?? '',
        RAZORPAY_API_BASE: `${url}${TEST_GATEWAY_PREFIX}`,
      },
    };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The server, paying through the test gateway in a process of its own (`'process'`, as Razorpay
 * is elsewhere in production) or built into the server (`'in-process'`, without Razorpay keys).
 * `gatewayUrl` is where the buyer's steps go: the gateway's control routes and checkout.
 */
export async function startServerAndGateway(
  env: Record<string, string>,
  options: { gateway: 'process' | 'in-process'; databaseUrl?: string; cpuProfileDir?: string },
): Promise<{ server: Started; gateway?: Started; gatewayUrl: string }> {
  const port = await freePort();
  const gateway =
    options.gateway === 'process'
      ? await startGateway(options.databaseUrl, `http://127.0.0.1:${port}${WEBHOOK_PATH}`)
      : undefined;
  try {
    const server = await startServer(
      { ...env, ...gateway?.serverEnv },
      { port, cpuProfileDir: options.cpuProfileDir },
    );
    return { server, gateway, gatewayUrl: gateway?.url ?? server.url };
  } catch (error) {
    await gateway?.stop();
    throw error;
  }
}
