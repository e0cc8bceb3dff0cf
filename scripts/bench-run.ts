// One run of `npm run bench:api`'s load, on processes already started: hello world (and its one
// round trip), each read with its limit row right after it, then the payments burst and the wait
// for its invoices' mail. `--runs N` makes N of these (bench-runs.ts combines them).
import {
  INVOICE_MAIL_WAIT_SECONDS,
  invoiceMailNote,
  poolBusy,
  scrapeGauges,
  secondsUntilNonePending,
} from './bench-invoices.ts';
import type { RecordedStatement } from './bench-limits.ts';
import { load, type Measured, payments, type Target } from './bench-load.ts';
import type { Row, TargetKind } from './bench-report.ts';

export interface LoadPlan {
  helloUrl: string;
  serverUrl: string;
  /** Hello world after one database round trip too (PostgreSQL only). */
  ceiling: boolean;
  loaded: [string, TargetKind, Target][];
  /** The names of the reads with limit rows, in the order of `recorded`. */
  limited: string[];
  recorded: (RecordedStatement[] | undefined)[];
  payments?: {
    name: string;
    buyerCookies: string[];
    inFlight: number;
    gateway: { url: string; inProcess: boolean };
  };
  settings: { connections: number; duration: number };
}

/** How long a row waits for the server to finish the row before's requests. */
const IDLE_WAIT_SECONDS = 120;

export async function loadOnce(plan: LoadPlan): Promise<{ rows: Row[]; notes: string[] }> {
  const { settings } = plan;
  const rows: Row[] = [];
  const notes: string[] = [];
  // A heavy read's requests outlive its row (the platform set's GSTR-1 held the pool for seconds
  // after it, and the next row's requests timed out waiting for a connection): each row on the
  // server starts once its pool is idle, and says so when it had to wait.
  const afterServerIdle = async (name: string) => {
    const since = performance.now();
    const waited = await secondsUntilNonePending(
      async () => (await poolBusy(plan.serverUrl)) ?? 0,
      // Four times a second: /metrics is read from this machine's own address, which the
      // per-address limit (300 a minute, shared through Redis) counts.
      { since, waitSeconds: IDLE_WAIT_SECONDS, intervalMs: 250 },
    );
    if (waited === null) {
      notes.push(`${name}: began with the server still busy after ${IDLE_WAIT_SECONDS} s.`);
    } else if (waited > 1) {
      notes.push(`${name}: began after ${waited.toFixed(1)} s, once the server was idle.`);
    }
  };
  const measure = async (name: string, kind: TargetKind, run: () => Promise<Measured>) => {
    process.stdout.write(`Loading ${name}…\n`);
    const row: Row = { name, kind, ...(await run()) };
    rows.push(row);
    return row;
  };
  await measure('hello world', 'baseline', () => load(plan.helloUrl, { path: '/' }, settings));
  if (plan.ceiling) {
    await measure('hello world + 1 database round trip', 'ceiling', () =>
      load(plan.helloUrl, { path: '/one-round-trip' }, settings),
    );
  }
  for (const [name, kind, target] of plan.loaded) {
    await afterServerIdle(name);
    const row = await measure(name, kind, () => load(plan.serverUrl, target, settings));
    const index = plan.limited.indexOf(name);
    if (index === -1) continue;
    const statements = plan.recorded[index];
    if (!statements) {
      notes.push(`${name}: no limit row, its recorded request failed.`);
      continue;
    }
    // Loaded right after the endpoint, so both see the machine alike.
    const limit = await measure(`  limit: ${statements.length} statements`, 'limit', () =>
      load(plan.helloUrl, { path: `/limit/${index}` }, settings),
    );
    row.limit = limit.requestsPerSecond;
  }
  if (plan.payments) {
    const { name, buyerCookies, inFlight, gateway } = plan.payments;
    await afterServerIdle(name);
    const row = await measure(name, 'payment', () =>
      payments(plan.serverUrl, buyerCookies, {
        inFlight,
        duration: settings.duration,
        count: 60 * settings.duration,
        gateway,
      }),
    );
    // A payment counts once its invoice is issued; its PDF and mail follow on the invoice worker.
    const burstEnded = performance.now();
    const gauge = await scrapeGauges(plan.serverUrl);
    process.stdout.write(`Waiting up to ${INVOICE_MAIL_WAIT_SECONDS} s for the invoices' mail…\n`);
    row.invoicesMailedAfter = await secondsUntilNonePending(
      async () => (await scrapeGauges(plan.serverUrl))('invoice_mail_pending'),
      { since: burstEnded, waitSeconds: INVOICE_MAIL_WAIT_SECONDS, intervalMs: 200 },
    );
    notes.push(
      invoiceMailNote(
        name,
        {
          pending: gauge('invoice_mail_pending'),
          oldestSeconds: gauge('invoice_mail_oldest_pending_age_seconds'),
        },
        row.invoicesMailedAfter,
      ),
    );
    if (!gateway.inProcess) notes.push(await webhookNote(name, gateway.url));
  }
  return { rows, notes };
}

/** How the server answered the gateway's webhooks so far: each refused one is a bug to look at. */
async function webhookNote(rowName: string, gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/test-gateway/_control/webhooks/log`);
  const attempts = (await response.json()) as { status: number }[];
  const refused = attempts.filter(({ status }) => status < 200 || status >= 300);
  const statuses = [...new Set(refused.map(({ status }) => status))].join(', ');
  return `${rowName}: the gateway's webhooks so far: ${attempts.length} sent, ${refused.length} not answered 2xx${refused.length > 0 ? ` (${statuses})` : ''}.`;
}
