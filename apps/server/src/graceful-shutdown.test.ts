import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { site } from '@prakar/shared/site';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '#test/smtp-sink.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '#test/test-database.ts';
import { pgliteExtensions } from './db/client.ts';

/** What server.ts allows itself before it gives up waiting and exits 1. */
const SHUTDOWN_DEADLINE_MS = 10_000;
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

interface LogLine {
  msg?: string;
  reqId?: string;
}

/**
 * Where the server keeps its data: the embedded database in a folder, run by one process, or with
 * TEST_DATABASE_URL a fresh PostgreSQL database, run by two processes (`WEB_CONCURRENCY=2`) as in
 * production, where SIGTERM reaches the first process and it passes it on.
 */
interface Storage {
  env: Record<string, string>;
  processes: number;
  outboundMail(): Promise<MailRow[]>;
  remove(): Promise<void>;
}

interface MailRow {
  to: string;
  reply_to: string | null;
  status: string;
}

const OUTBOUND_MAIL = 'SELECT "to", reply_to, status FROM outbound_mail';

function embeddedStorage(): Storage {
  const dataDir = mkdtempSync(join(tmpdir(), 'prakar-shutdown-'));
  return {
    env: { DATA_DIR: dataDir },
    processes: 1,
    async outboundMail() {
      const database = await PGlite.create(join(dataDir, 'pglite'), {
        extensions: pgliteExtensions,
      });
      try {
        return (await database.query<MailRow>(OUTBOUND_MAIL)).rows;
      } finally {
        await database.close();
      }
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresStorage(database: TestDatabase): Storage {
  return {
    env: { DATABASE_URL: database.url, WEB_CONCURRENCY: '2' },
    processes: 2,
    async outboundMail() {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query<MailRow>(OUTBOUND_MAIL)).rows;
      } finally {
        await client.end();
      }
    },
    remove: () => database.drop(),
  };
}

/** The server as `npm start` runs it, on `storage`, mail to `smtpUrl`. */
function startServer(storage: Storage, smtpUrl: string) {
  const { DATABASE_URL, DATA_DIR, REDIS_URL, WEB_CONCURRENCY, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      ...storage.env,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  const waiting = new Set<() => void>();
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line));
    for (const check of waiting) check();
  });
  /**
   * Resolves with the `count`th log line that matches (from any of the server's processes),
   * whether it came already or comes later.
   */
  const logLine = (matches: (line: LogLine) => boolean, count = 1) =>
    new Promise<LogLine>((resolve) => {
      const check = () => {
        const line = lines.filter(matches)[count - 1];
        if (!line) return;
        waiting.delete(check);
        resolve(line);
      };
      waiting.add(check);
      check();
    });
  return { child, logLine };
}

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends on `socket` until it closes the connection. */
function readUntilClosed(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return once(socket, 'close').then(() => text);
}

/** Tries new connections until one is refused; rejects if the server exits first. */
async function firstRefusedConnection(port: number, server: ChildProcess): Promise<string> {
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited before refusing connections');
    try {
      (await openSocket(port)).destroy();
    } catch (error) {
      return (error as NodeJS.ErrnoException).code ?? String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function contactRequest(email: string, requestId: string) {
  const body = JSON.stringify({
    name: 'Meera Iyer',
    email,
    subject: 'Smart TDS for 12 TANs',
    comments: 'We file 24Q and 26Q for twelve branches. Could someone call us this week?',
  });
  const head = [
    'POST /api/Details/Contact HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    // The server closes the connection once it has answered, as a proxy's upstream may; the
    // client keeps its side open until then, as browsers and proxies do.
    'Connection: close',
    'X-Requested-With: XMLHttpRequest',
    `X-Request-Id: ${requestId}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
  ].join('\r\n');
  return { head: `${head}\r\n\r\n`, body };
}

/** A message whose mails were being sent when SIGTERM came, and one still uploading its body. */
const FIRST_SENDER = 'before.sigterm@example.in';
const IN_FLIGHT_SENDER = 'during.sigterm@example.in';
/** How much of the in-flight body the server has when SIGTERM comes. */
const BODY_SENT_BEFORE_SIGTERM = 20;

let storage: Storage;
let sink: SmtpSink;
let server: ReturnType<typeof startServer>;
let port: number;
let inFlight: Socket;
let inFlightBody: string;
let inFlightAnswer: Promise<string>;
let idleClosed: Promise<unknown>;
let heldMail: { arrived: Promise<void>; release(): void };
let exited: Promise<[number | null, NodeJS.Signals | null]>;
let signalledAt: number;
let exitedAt: number;

beforeAll(async () => {
  storage =
    testDatabaseKind === 'postgres'
      ? postgresStorage(await createTestDatabase())
      : embeddedStorage();
  sink = await startSmtpSink();
  heldMail = sink.holdNext();
  server = startServer(storage, sink.url);
  exited = once(server.child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  server.child.once('exit', () => {
    exitedAt = performance.now();
  });
  const serving = await server.logLine(
    (line) => /^Serving on /.test(line.msg ?? ''),
    storage.processes,
  );
  port = Number(/:(\d+) /.exec(serving.msg ?? '')?.[1]);

  // A message whose two mails the worker starts sending at once; the relay keeps the first.
  const first = contactRequest(FIRST_SENDER, 'before-sigterm');
  const firstSocket = await openSocket(port);
  const firstAnswer = readUntilClosed(firstSocket);
  firstSocket.write(first.head + first.body);
  expect(await firstAnswer).toMatch(/^HTTP\/1\.1 201 /);
  await heldMail.arrived;

  // A browser's kept-alive connection with nothing to send.
  const idle = await openSocket(port);
  idleClosed = once(idle, 'close');
  const idleAnswered = once(idle, 'data');
  idle.write('GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  await idleAnswered;

  // A request whose body is still on its way: the server has it, routed, when SIGTERM comes.
  const request = contactRequest(IN_FLIGHT_SENDER, 'in-flight');
  inFlight = await openSocket(port);
  inFlightAnswer = readUntilClosed(inFlight);
  inFlightBody = request.body;
  inFlight.write(request.head + request.body.slice(0, BODY_SENT_BEFORE_SIGTERM));
  await server.logLine((line) => line.reqId === 'in-flight' && line.msg === 'incoming request');

  signalledAt = performance.now();
  server.child.kill('SIGTERM');
  await server.logLine((line) => line.msg === 'SIGTERM: shutting down', storage.processes);
}, 60_000);

afterAll(async () => {
  heldMail?.release();
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await exited;
  }
  await sink?.close();
  await storage?.remove();
});

// One SIGTERM, observed in order: what happens at once, then as the work in flight finishes.
describe('SIGTERM with a request and a mail in flight', () => {
  it('refuses new connections at once, and closes a kept-alive idle one', async () => {
    // Refused once the listener is closed; a connection that reached its backlog just before is
    // reset instead. Either way no new connection is taken.
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(
      await firstRefusedConnection(port, server.child),
    );
    await idleClosed;
    expect(server.child.exitCode).toBeNull();
  });

  it('answers the request in flight in full once its body arrives', async () => {
    inFlight.write(inFlightBody.slice(BODY_SENT_BEFORE_SIGTERM));
    const answer = await inFlightAnswer;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    const receipt = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(receipt).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
  });

  it('finishes sending the outbox batch under way, and takes no new one', async () => {
    heldMail.release();
    await exited;
    expect(sink.received.flatMap((mail) => mail.envelope.to)).toEqual(
      expect.arrayContaining([site.salesEmail, FIRST_SENDER]),
    );
    const rows = await storage.outboundMail();
    const statusOf = (sender: string) =>
      rows
        .filter((row) => row.to === sender || row.reply_to?.includes(sender))
        .map((row) => row.status);
    expect(statusOf(FIRST_SENDER)).toEqual(['sent', 'sent']);
    // Queued after SIGTERM: left for the next start rather than begun on the way out.
    expect(statusOf(IN_FLIGHT_SENDER)).toEqual(['pending', 'pending']);
  });

  it('exits 0 once that is done, before its deadline', async () => {
    const [code] = await exited;
    // At the deadline it would have given up with exit code 1.
    expect(code).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(SHUTDOWN_DEADLINE_MS);
  });
});
