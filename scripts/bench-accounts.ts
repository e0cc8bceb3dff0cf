// `npm run bench:accounts`: whether the time of an answer tells an address with an account from
// one without. Starts the real app, adds accounts, then calls ForgotPassword, SignUp and
// ResendVerification one request at a time, in random order, with addresses that have an account
// (active ones; unconfirmed ones for the resend) and addresses that have none, and prints the
// median and 90th percentile of each. Each address is asked several times in a row, as someone
// probing one address would, and the first answers and the repeats are shown apart: the per-
// address limit's counters and what the workers left behind exist only on a repeat. The workers
// run between requests, not on their own: the client here shares the server's process, so a
// worker woken once an answer has gone out (which a remote client already holds) would still hold
// up this client reading it, above all on PGlite, whose queries run in the process. One request's
// after-effects never land in the next one's time. With --workers=own they run on their own, as
// a server's do, and the requests follow each other at once, as a prober's would: whatever a
// worker does right after an answer then lands in the next request's time (docs/decisions/0075).
// Options: --samples=120 (addresses per endpoint and kind, at most 400), --repeats=5 (requests
// per address, at most the per-address limit of 5 an hour), --workers=own, and
// --postgres=postgres://postgres@127.0.0.1:5432/postgres to run on a throw-away PostgreSQL database
// created (and dropped) through that URL instead of an in-memory PGlite.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { organisations, users } from '../apps/server/src/db/schema.ts';
import { argon2Hasher } from '../apps/server/src/modules/accounts/password-hasher.ts';

const args = process.argv.slice(2);
const argument = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const samples = Math.min(Math.max(Number(argument('samples')) || 120, 10), 400);
const repeats = Math.min(Math.max(Number(argument('repeats')) || 5, 1), 5);
const postgresAdminUrl = argument('postgres');
const ownWorkers = argument('workers') === 'own';
const PASSWORD = 'bench-marks-the-spot-42';

/** `statement` holds only names the script made up ([a-z0-9_]), never outside input. */
async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await admin.db.execute(statement);
  } finally {
    await admin.close();
  }
}

/** `count` accounts of one organisation in the given state; returns their addresses. */
async function addAccounts(app: App, status: 'active' | 'unverified', count: number) {
  const { db } = app.database;
  const [organisation] = await db
    .insert(organisations)
    .values({ name: `Bench ${status}`, corporateName: `bench-${status}`, createdAt: new Date() })
    .returning();
  if (!organisation) throw new Error('No organisation was created.');
  const passwordHash = await argon2Hasher.hash(PASSWORD);
  const emails = Array.from({ length: count }, (_, n) => `${status}${n}@bench.example.in`);
  await db.insert(users).values(
    emails.map((email) => ({
      email,
      name: 'Bench Member',
      passwordHash,
      role: 'org_admin' as const,
      status,
      organisationId: organisation.id,
      createdAt: new Date(),
    })),
  );
  return emails;
}

let unknownCounter = 0;
const unknownEmail = () => {
  unknownCounter += 1;
  return `nobody${unknownCounter}@bench.example.in`;
};
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

function signUpBody(email: string) {
  return {
    name: 'Asha Kulkarni',
    email,
    mobile: '+91 98200 12345',
    organisationName: 'Kulkarni Textiles',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  };
}

/** Does what the last request left for the server's workers, unless they run on their own. */
async function settle(app: App): Promise<void> {
  if (ownWorkers) return;
  await app.jobs.drain('account mail');
  await app.jobs.drain('mail');
}

interface Endpoint {
  name: string;
  path: string;
  existing: string[];
  body: (email: string) => unknown;
}

/** Fisher–Yates: every order equally likely, so neither kind of address runs while colder. */
function shuffled<T>(items: T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

const WARM_UP = 20;

async function timeEndpoint(app: App, baseUrl: string, endpoint: Endpoint) {
  // The first requests, of either kind, warm up the code and the caches and are not counted.
  const warmUp = endpoint.existing.slice(samples, samples + WARM_UP / 2);
  const order = [
    ...shuffled([
      ...warmUp.map((email) => ({ kind: 'warm-up', email })),
      ...warmUp.map(() => ({ kind: 'warm-up', email: unknownEmail() })),
    ]),
    ...shuffled([
      ...endpoint.existing.slice(0, samples).map((email) => ({ kind: 'existing', email })),
      ...Array.from({ length: samples }, () => ({ kind: 'unknown', email: unknownEmail() })),
    ]),
  ];
  const timings: Record<string, number[]> = {
    existing: [],
    unknown: [],
    'existing again': [],
    'unknown again': [],
  };
  for (const { kind, email } of order) {
    for (let attempt = 0; attempt < repeats; attempt += 1) {
      const began = performance.now();
      const response = await fetch(`${baseUrl}${endpoint.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'bench',
          'x-forwarded-for': nextIp(),
        },
        body: JSON.stringify(endpoint.body(email)),
      });
      await response.arrayBuffer();
      const took = performance.now() - began;
      if (response.status >= 300) throw new Error(`${endpoint.name}: ${response.status}`);
      timings[attempt === 0 ? kind : `${kind} again`]?.push(took);
      await settle(app);
    }
  }
  return timings;
}

function quantile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

const database = postgresAdminUrl ? `prakar_bench_${randomBytes(6).toString('hex')}` : undefined;
let databaseUrl = 'memory://';
if (postgresAdminUrl && database) {
  await adminQuery(postgresAdminUrl, `CREATE DATABASE ${database}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
}
const config = parseConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  WEB_BUILD_DIR: join(tmpdir(), 'prakar-no-web-build'),
});
console.log(`Starting the server on ${postgresAdminUrl ? 'PostgreSQL' : 'an in-memory PGlite'}…`);
const app = await buildApp({
  config,
  rateLimitMax: Number.MAX_SAFE_INTEGER,
  mailWorker: ownWorkers,
});
try {
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const active = await addAccounts(app, 'active', samples + WARM_UP / 2);
  const unverified = await addAccounts(app, 'unverified', samples + WARM_UP / 2);
  const endpoints: Endpoint[] = [
    {
      name: 'ForgotPassword',
      path: '/api/Authentication/ForgotPassword',
      existing: active,
      body: (email) => ({ email }),
    },
    {
      name: 'SignUp',
      path: '/api/Authentication/SignUp',
      existing: active,
      body: signUpBody,
    },
    {
      name: 'ResendVerification',
      path: '/api/Authentication/ResendVerification',
      existing: unverified,
      body: (email) => ({ email }),
    },
  ];
  console.log(
    `${samples} addresses per endpoint and kind, each asked ${repeats} times, one request at a time; workers ${ownWorkers ? 'on their own' : 'run between requests'}.\n`,
  );
  const header = [
    'endpoint',
    'existing p50',
    'unknown p50',
    'ratio',
    'existing p90',
    'unknown p90',
  ];
  const lines: string[][] = [];
  for (const endpoint of endpoints) {
    process.stdout.write(`Timing ${endpoint.name}…\n`);
    const timings = await timeEndpoint(app, baseUrl, endpoint);
    for (const [label, suffix] of [
      ['', ''],
      [' (asked again)', ' again'],
    ] as const) {
      const existing = timings[`existing${suffix}`] ?? [];
      const unknown = timings[`unknown${suffix}`] ?? [];
      if (existing.length === 0) continue;
      const [e50, u50] = [quantile(existing, 0.5), quantile(unknown, 0.5)];
      lines.push([
        `${endpoint.name}${label}`,
        `${e50.toFixed(2)} ms`,
        `${u50.toFixed(2)} ms`,
        `${(e50 / u50).toFixed(2)}×`,
        `${quantile(existing, 0.9).toFixed(2)} ms`,
        `${quantile(unknown, 0.9).toFixed(2)} ms`,
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)));
  console.log(`\n${format(header).join('  ')}`);
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line).join('  '));
} finally {
  await app.close();
  if (postgresAdminUrl && database) {
    await adminQuery(postgresAdminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
