// `npm run bench:api`: how the API holds up with a large organisation. Seeds the database with
// `seedDemoData` (10,000 users and 5,000 orders unless told otherwise), starts the real server in
// processes of its own and a bare Fastify "hello world" beside it (on PostgreSQL also answering
// after one `select 1`: the ceiling for any endpoint that asks the database), loads each hot
// endpoint with autocannon at the same number of connections, then pays orders, 20 in flight for
// 20 small organisations, through the test gateway in a process of its own (the server has
// Razorpay keys and RAZORPAY_API_BASE pointing at it, and it sends its webhooks to the server, as
// Razorpay does), and waits for every invoice of the burst to be mailed. Prints a table (req/s,
// p50, p99, the ratio to hello world, and whether each target is met) and one JSON line for
// machines. On PostgreSQL each read also gets its limit row (bench-limits.ts): the same statements
// it sends, run as the app runs them by a bare handler, loaded right after it; the table gives
// each read's share of it.
//
// Database: DATABASE_URL (PostgreSQL; the run adds a demo organisation to it), else PGlite in a
// throw-away folder. REDIS_URL is passed on. Request logging is off (LOG_LEVEL=warn) and no
// Accept-Encoding is sent, so the numbers compare like with like.
// Options: --duration 5 (seconds per endpoint), --connections 10, --instances 1, --users 10000,
// --orders 5000, --audit-events (the organisation's trail, as many as its users and orders make
// unless given), --in-flight 20 (payments at once), --payments-only (hello world and payments, no
// other endpoint), --existing (no large organisation seeded: the reads are a typical one's of the
// database already there, bench-existing.ts), --gateway process (or in-process: the test gateway
// built into the server, as before), --runs 1 (load everything N times; each row gives its runs'
// medians, the JSON line their min–max too), --only "users, search,history, first page" (only the
// rows whose names hold one of the parts, which commas not followed by a space divide; hello world
// always, payments when a part matches their row), --cpu-prof DIR (the server's processes run
// node's CPU profiler and write to DIR when they stop; the run then prints each profile's busiest
// functions and time per package, counting only the samples taken during the load:
// cpu-profile-summary.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { financialYearOf } from '@prakar/shared/ist-calendar';
import { ConfigError, describeDatabase, parseConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import {
  DEMO_PASSWORD,
  type DemoData,
  seedDemoData,
} from '../apps/server/src/demo-data/demo-data.ts';
import { DEMO_STAFF } from '../apps/server/src/demo-data/demo-leads.ts';
import { existingOrganisation, type MeasuredOrganisation } from './bench-existing.ts';
import { recordStatements, writeLimitStatements } from './bench-limits.ts';
import { AJAX, createOrderBody, randomAddress, type Target } from './bench-load.ts';
import { type Started, startHelloWorld, startServerAndGateway } from './bench-processes.ts';
import { printReport, type Row, type TargetKind } from './bench-report.ts';
import { type LoadPlan, loadOnce } from './bench-run.ts';
import { combineRuns, onlyRows } from './bench-runs.ts';
import { forgetAuthenticator, gstinOf, setUpAuthenticator } from './bench-staff.ts';
import { cliOptions, UsageError } from './cli-options.ts';
import { type ProfileWindow, profileClock, watchProfiles } from './cpu-profile-summary.ts';

function readSettings() {
  const options = cliOptions(process.argv.slice(2));
  try {
    return {
      duration: options.number('duration', 5, 1, 60),
      connections: options.number('connections', 10, 1, 500),
      instances: options.number('instances', 1, 1, 64),
      users: options.number('users', 10_000, 1, 1_000_000),
      orders: options.number('orders', 5_000, 50, 1_000_000),
      auditEvents: options.text('audit-events')
        ? options.number('audit-events', 0, 0, 100_000_000)
        : undefined,
      inFlight: options.number('in-flight', 20, 1, 500),
      paymentsOnly: options.flag('payments-only'),
      runs: options.number('runs', 1, 1, 20),
      gateway: options.choice('gateway', ['process', 'in-process']),
      only: options.text('only'),
      cpuProf: options.text('cpu-prof'),
      existing: options.flag('existing'),
    };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const settings = readSettings();
const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : undefined;
if (settings.existing && !databaseUrl) {
  console.error('--existing needs DATABASE_URL=postgres://… of a database seeded before.');
  process.exit(1);
}
if (settings.instances > 1 && !databaseUrl) {
  console.error(
    '--instances above 1 needs DATABASE_URL=postgres://…: the embedded database belongs to one process.',
  );
  process.exit(1);
}
const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'prakar-bench-'));
const limitsDir = mkdtempSync(join(tmpdir(), 'prakar-limits-'));
const databaseEnv: Record<string, string> = databaseUrl
  ? { DATABASE_URL: databaseUrl }
  : { DATA_DIR: dataDir ?? '' };

/**
 * Seeds the large organisation the reads load, and `buyers` small ones (one administrator each)
 * whose payments are in flight together, then lets go of the database the server will open
 * (PGlite allows one process).
 */
async function seed(
  buyers: number,
): Promise<{ demo: MeasuredOrganisation; buyers: DemoData[]; gstin: string | undefined }> {
  const config = parseConfig({ ...databaseEnv });
  console.log(
    settings.existing
      ? `Finding a typical organisation in ${describeDatabase(config)}…`
      : `Seeding ${describeDatabase(config)} with ${settings.users} users and ${settings.orders} orders…`,
  );
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const made = settings.existing
      ? await existingOrganisation(database.db)
      : await seedLarge(database.db);
    const small: DemoData[] = [];
    for (let count = 0; count < buyers; count += 1) {
      // One user each, nothing to plan differently for: no database-wide vacuum after each,
      // which on the platform set took minutes.
      small.push(
        await seedDemoData(database.db, { users: 1, orders: 0, now: new Date(), vacuum: false }),
      );
    }
    for (const staff of DEMO_STAFF) await forgetAuthenticator(database.db, staff.email);
    return { demo: made, buyers: small, gstin: await gstinOf(database.db, made.organisationId) };
  } finally {
    await database.close();
  }
}

async function seedLarge(db: Database): Promise<DemoData> {
  const began = performance.now();
  const made = await seedDemoData(db, {
    users: settings.users,
    orders: settings.orders,
    auditEvents: settings.auditEvents,
    now: new Date(),
  });
  console.log(
    `Seeded ${made.organisationName} in ${((performance.now() - began) / 1000).toFixed(1)} s.`,
  );
  return made;
}

/**
 * No Razorpay keys, however many processes: startServerAndGateway adds those of the test gateway's
 * own process; without them (`--gateway in-process`) payments go to the built-in test gateway,
 * which keeps its records and keys in the database every process shares.
 */
function serverEnv(): Record<string, string> {
  const env: Record<string, string> = {
    ...databaseEnv,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    WEB_CONCURRENCY: String(settings.instances),
  };
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  return env;
}

/** A session cookie, or why the sign-in gave none. */
async function trySignIn(
  url: string,
  person: { email: string; password: string },
): Promise<{ cookie: string } | { refused: string }> {
  // Each from an address of its own, as customers are: sign-ins are limited per address.
  const response = await fetch(`${url}/api/Authentication/Login`, {
    method: 'POST',
    headers: { ...AJAX, 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.ok && cookie) return { cookie };
  const text = await response.text();
  return {
    refused: text.includes('"secondStep"')
      ? 'the sign-in asks for a second step (two-step sign-in)'
      : `the sign-in answered ${response.status} ${text}`,
  };
}

async function signIn(url: string, demo: MeasuredOrganisation): Promise<string> {
  const signedIn = await trySignIn(url, demo.admin);
  if ('refused' in signedIn) throw new Error(`Sign-in failed: ${signedIn.refused}`);
  return signedIn.cookie;
}

/** The path of the `page`th page of a list, found by following its next-page cursors. */
async function pagePath(url: string, path: string, page: number, cookie: string): Promise<string> {
  let cursor: string | null = null;
  for (let step = 1; step < page; step += 1) {
    const address = `${url}${path}${cursor ? `&cursor=${cursor}` : ''}`;
    // From a customer's address, as the load's requests: this machine's own is limited per minute.
    const response = await fetch(address, {
      headers: { cookie, 'x-forwarded-for': randomAddress() },
    });
    if (!response.ok) throw new Error(`${address} answered ${response.status}.`);
    cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
    if (!cursor) throw new Error(`${path} has fewer than ${page} pages.`);
  }
  return cursor ? `${path}&cursor=${cursor}` : path;
}

async function endpoints(
  url: string,
  cookie: string,
  demo: MeasuredOrganisation,
): Promise<[string, TargetKind, Target][]> {
  const signedIn = { cookie };
  const [fyStart] = financialYearOf(new Date()).split('-').map(Number);
  const lastYear = `from=${(fyStart ?? 2026) - 1}-04-01&to=${fyStart}-03-31`;
  // Page 100 as at 5,000 orders, so a larger organisation's row compares with it.
  const laterPage = Math.max(2, Math.min(100, Math.floor(demo.counts.orders / 25 / 2)));
  const fragment = demo.admin.name.split(' ').at(-1)?.slice(0, 5).toLowerCase() ?? 'a';
  const get = (path: string): Target => ({ path, headers: signedIn });
  const accessPage2 = await pagePath(url, '/api/Details/AccessControl?pageSize=25', 2, cookie);
  const laterHistory = await pagePath(
    url,
    '/api/Transactions/Orders?pageSize=25',
    laterPage,
    cookie,
  );
  return [
    ['session check', 'front', get('/api/Authentication/Session')],
    ['catalogue', 'front', { path: '/api/Masters/Products' }],
    ['users, first page', 'read', get('/api/Details/Users?pageSize=25')],
    [
      `users, search "${fragment}"`,
      'read',
      get(`/api/Details/Users?search=${fragment}&pageSize=25`),
    ],
    ['access matrix, page 2', 'read', get(accessPage2)],
    ['audit, first page', 'read', get('/api/Details/Audit?pageSize=25')],
    ['history, first page', 'read', get('/api/Transactions/Orders?pageSize=25')],
    [`history, page ${laterPage}`, 'read', get(laterHistory)],
    [
      'history, paid last FY',
      'read',
      get(`/api/Transactions/Orders?status=paid&${lastYear}&pageSize=25`),
    ],
    [
      'quote',
      'read',
      {
        method: 'POST',
        path: '/api/Transactions/Order/quote',
        headers: { ...signedIn, ...AJAX },
        body: {
          items: [
            { planCode: 'SMART_TDS_5', quantity: 2 },
            { planCode: 'EPOI_GROWTH', quantity: 1 },
          ],
          stateCode: '29',
        },
      },
    ],
    [
      'createOrder',
      'write',
      {
        method: 'POST',
        path: '/api/Transactions/Order/createOrder',
        headers: { ...signedIn, ...AJAX },
        body: () => createOrderBody('EFORM16_500'),
      },
    ],
  ];
}

/**
 * The back office's reads, signed in as one of the demo's staff: the orders of every organisation
 * found by part of the demo organisation's GSTIN, the leads inbox, the dashboard and last month's
 * GSTR-1. None, and why, when the staff's sign-in gives no session.
 */
async function backOfficeEndpoints(
  url: string,
  demo: MeasuredOrganisation,
  gstin: string | undefined,
): Promise<[string, TargetKind, Target][] | { skipped: string }> {
  const [staff] = DEMO_STAFF;
  if (!staff) return { skipped: 'the demo has no staff' };
  if (!gstin) return { skipped: `${demo.organisationName} has no GSTIN to search by` };
  const signedIn = await trySignIn(url, { email: staff.email, password: DEMO_PASSWORD });
  if ('refused' in signedIn) return { skipped: `${staff.email}: ${signedIn.refused}` };
  const notSetUp = await setUpAuthenticator(url, signedIn.cookie);
  if (notSetUp) return { skipped: `${staff.email}: ${notSetUp}` };
  const get = (path: string): Target => ({ path, headers: { cookie: signedIn.cookie } });
  // Its PAN's middle, as someone reads it off an invoice.
  const part = gstin.slice(4, 10).toLowerCase();
  const lastMonth = new Date();
  lastMonth.setUTCDate(1);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  return [
    [`back office orders, search "${part}"`, 'read', get(`/api/BackOffice/Orders?search=${part}`)],
    ['back office leads inbox', 'read', get('/api/BackOffice/Leads')],
    ['back office dashboard', 'read', get('/api/BackOffice/Home')],
    [
      "back office last month's GSTR-1",
      'read',
      get(`/api/BackOffice/Gstr1/Json?month=${lastMonth.toISOString().slice(0, 7)}`),
    ],
  ];
}

const running: Started[] = [];
const profiles = settings.cpuProf ? watchProfiles(settings.cpuProf) : undefined;
/** When the runs' load began and ended: the profiles' samples outside it are the start and stop. */
let loadWindow: ProfileWindow | undefined;
try {
  const { demo, buyers, gstin } = await seed(settings.inFlight);
  console.log(
    `Starting ${settings.instances} server process(es), the gateway ${settings.gateway}…`,
  );
  const started = await startServerAndGateway(serverEnv(), {
    gateway: settings.gateway,
    databaseUrl,
    cpuProfileDir: profiles?.dir,
  });
  const { server } = started;
  running.push(server, ...(started.gateway ? [started.gateway] : []));
  const cookie = await signIn(server.url, demo);
  const notes: string[] = [];
  const only = onlyRows(settings.only);
  const loaded = settings.paymentsOnly ? [] : await endpoints(server.url, cookie, demo);
  if (!settings.paymentsOnly) {
    const backOffice = await backOfficeEndpoints(server.url, demo, gstin);
    if ('skipped' in backOffice) notes.push(`Back office reads skipped: ${backOffice.skipped}.`);
    else loaded.push(...backOffice);
  }
  const chosen = only ? loaded.filter(([name]) => only(name)) : loaded;
  // Each read's statements, for the hello-world process to run bare (PostgreSQL only).
  const limited = databaseUrl
    ? chosen.filter(([, kind]) => kind === 'front' || kind === 'read')
    : [];
  const recorded = await recordStatements(
    { ...serverEnv(), NODE_ENV: 'production', PUBLIC_URL: server.url },
    limited.map(([, , target]) => target),
  );
  const statementsFile = join(limitsDir, 'statements.json');
  writeLimitStatements(statementsFile, recorded);
  if (!databaseUrl)
    notes.push('No limit rows: they run through node-postgres, so PostgreSQL only.');
  const hello = await startHelloWorld(databaseUrl, statementsFile);
  running.push(hello);
  const { connections, duration, runs } = settings;
  console.log(`${connections} connections, ${duration} s per endpoint, ${runs} run(s).`);
  const paymentName = `payment → settled invoice, ${settings.inFlight} in flight`;
  const paying = !only || only(paymentName);
  const plan: LoadPlan = {
    helloUrl: hello.url,
    serverUrl: server.url,
    ceiling: Boolean(databaseUrl),
    loaded: chosen,
    limited: limited.map(([name]) => name),
    recorded,
    payments: paying
      ? {
          name: paymentName,
          buyerCookies: await Promise.all(buyers.map((buyer) => signIn(server.url, buyer))),
          inFlight: settings.inFlight,
          gateway: { url: started.gatewayUrl, inProcess: settings.gateway === 'in-process' },
        }
      : undefined,
    settings,
  };
  const eachRun: Row[][] = [];
  const loadBegan = profileClock();
  for (let run = 1; run <= runs; run += 1) {
    if (runs > 1) console.log(`Run ${run} of ${runs}.`);
    const once = await loadOnce(plan);
    eachRun.push(once.rows);
    notes.push(...once.notes.map((note) => (runs > 1 ? `Run ${run}: ${note}` : note)));
  }
  loadWindow = { from: loadBegan, to: profileClock() };
  const rows = combineRuns(eachRun);
  if (paying && settings.gateway === 'process') {
    notes.push(
      `${paymentName}: the test gateway ran in a process of its own and sent its webhooks to the server, which settle some payments alongside the return, as Razorpay's would.`,
    );
  } else if (paying && settings.instances > 1) {
    notes.push(
      `${paymentName}: with ${settings.instances} processes only the one that took the request drops the test gateway's webhooks; the others send theirs, which settle some payments alongside the return, as Razorpay's would.`,
    );
  }
  printReport(rows, {
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    redis: Boolean(process.env.REDIS_URL),
    node: process.version,
    cpus: cpus().length,
    ...settings,
    notes,
  });
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await Promise.all(running.map((process) => process.stop()));
  // Each server process wrote its profile on exit; only the load's part of it is summarised.
  if (profiles) console.log(`\n${profiles.summariseNew(loadWindow)}`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(limitsDir, { recursive: true, force: true });
}
