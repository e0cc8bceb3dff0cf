import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '#test/test-database.ts';

const onPostgres = testDatabaseKind === 'postgres';
if (!onPostgres) {
  console.info(
    'Several-process test skipped: WEB_CONCURRENCY needs PostgreSQL (set TEST_DATABASE_URL).',
  );
}

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

/** Starts the server as `npm run serve` does, with two processes on `databaseUrl`. */
function startTwoProcesses(databaseUrl: string, logLevel: string, stdio: 'stdout' | 'stderr') {
  return spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
      // No Razorpay keys: both processes open the built-in test gateway's tables at once.
    },
    stdio: stdio === 'stdout' ? ['ignore', 'pipe', 'inherit'] : ['ignore', 'ignore', 'pipe'],
  });
}

let database: TestDatabase;
let primary: ChildProcess;
/** Each process's "Serving on" line: its pid and the port the processes share. */
const serving: { pid: number; port: number }[] = [];
let servingChanged: () => void = () => {};

function servingCount(count: number): Promise<void> {
  return new Promise((resolve) => {
    servingChanged = () => {
      if (serving.length >= count) resolve();
    };
    servingChanged();
  });
}

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  primary = startTwoProcesses(database.url, 'info', 'stdout');
  let buffered = '';
  primary.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const match = /"pid":(\d+).*Serving on http:\/\/[^:]+:(\d+)/.exec(line);
      if (match) serving.push({ pid: Number(match[1]), port: Number(match[2]) });
    }
    servingChanged();
  });
}, 60_000);

afterAll(async () => {
  if (primary && primary.exitCode === null) {
    primary.kill('SIGKILL');
    await once(primary, 'exit');
  }
  await database?.drop();
});

describe.skipIf(!onPostgres)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('serves from two processes on one port, replaces one that dies, and stops on SIGTERM', async () => {
    await servingCount(2);
    const [first, second] = serving;
    expect(first?.pid).not.toBe(second?.pid);
    expect(first?.port).toBe(second?.port);
    const ready = await fetch(`http://127.0.0.1:${first?.port}/api/ready`);
    expect(ready.status).toBe(200);

    process.kill(first?.pid ?? 0, 'SIGKILL');
    await servingCount(3);
    expect(serving[2]?.pid).not.toBe(first?.pid);
    expect((await fetch(`http://127.0.0.1:${first?.port}/api/ready`)).status).toBe(200);

    primary.kill('SIGTERM');
    const [code] = await once(primary, 'exit');
    expect(code).toBe(0);
  }, 60_000);
});

describe('WEB_CONCURRENCY=2 whose processes cannot start', () => {
  // Four server processes start one after another: slow on a busy machine.
  it('gives up after three early deaths and exits 1, saying why', async () => {
    // Nothing listens on port 1: every process stops at start.
    const supervisor = startTwoProcesses('postgres://nobody@127.0.0.1:1/none', 'warn', 'stderr');
    let errors = '';
    supervisor.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const [code] = await once(supervisor, 'exit');
    expect(code).toBe(1);
    expect(errors).toContain('Could not connect to PostgreSQL at DATABASE_URL');
    expect(errors).toContain('keep stopping right after they start: giving up');
  }, 120_000);
});
