import { Gauge, type Registry } from 'prom-client';
import type { PoolStats } from '#src/db/client.ts';

/** Work waiting in a queue: how much, and when the oldest of it came in. */
export interface Backlog {
  pending: number;
  oldestCreatedAt: Date | null;
}

/** Where the figures read at each scrape come from. */
export interface WatchedState {
  now: () => Date;
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  /** The unsent mail. */
  mailBacklog: () => Promise<Backlog>;
  /** Paid invoices whose PDF and mail the invoice worker has yet to make, by when issued. */
  invoiceBacklog: () => Promise<Backlog>;
  /** Back-channel logouts the apps are still owed (docs/decisions/0094). */
  openidLogoutBacklog: () => Promise<Backlog>;
  /** Unpaid orders at the gateway that payment reconciliation still asks about. */
  awaitingReconciliation: () => Promise<number>;
  /** Absent on PGlite, which has no pool: the pool figures are left out then. */
  poolStats?: () => PoolStats;
}

/**
 * A gauge set at each scrape from what `read` finds in the database. When the database does not
 * answer, the gauge says NaN (not known) rather than failing the scrape: the request timings and
 * the process's figures matter most during such an outage, and `database_up` says why.
 */
function readAtScrape(
  registers: Registry[],
  name: string,
  help: string,
  read: () => Promise<number>,
): void {
  new Gauge({
    name,
    help,
    registers,
    async collect() {
      this.set(await read().catch(() => Number.NaN));
    },
  });
}

/**
 * A queue's two gauges, how much waits and how long the oldest has waited (0 when none does),
 * from one read per scrape: a scrape collects them together and they share it.
 */
function watchBacklog(
  registers: Registry[],
  now: () => Date,
  read: () => Promise<Backlog>,
  names: { pending: [string, string]; age: [string, string] },
): void {
  let current: Promise<Backlog> | undefined;
  const backlog = () => {
    current ??= read().finally(() => {
      current = undefined;
    });
    return current;
  };
  readAtScrape(registers, ...names.pending, async () => (await backlog()).pending);
  readAtScrape(registers, ...names.age, async () => {
    const { oldestCreatedAt } = await backlog();
    const waited = oldestCreatedAt ? now().getTime() - oldestCreatedAt.getTime() : 0;
    return Math.max(0, waited) / 1000;
  });
}

/**
 * Figures read from the database when Prometheus scrapes, so every process of the server reports
 * the same ones, and nothing has to keep them up to date in between.
 */
export function watchState(registry: Registry, state: WatchedState): void {
  const registers = [registry];
  readAtScrape(
    registers,
    'database_up',
    'Whether the database answered this scrape: 1 if it did, 0 if not.',
    () =>
      state.ping().then(
        () => 1,
        () => 0,
      ),
  );
  watchBacklog(registers, state.now, state.mailBacklog, {
    pending: [
      'mail_outbox_pending',
      'Mails in the outbox not sent yet (those that gave up are not counted).',
    ],
    age: [
      'mail_outbox_oldest_pending_age_seconds',
      'How long the oldest unsent mail has waited; 0 when none waits.',
    ],
  });
  watchBacklog(registers, state.now, state.invoiceBacklog, {
    pending: [
      'invoice_mail_pending',
      'Paid invoices whose PDF is not yet made and mailed to the buyer.',
    ],
    age: [
      'invoice_mail_oldest_pending_age_seconds',
      'How long since the oldest such invoice was issued; 0 when none waits.',
    ],
  });
  watchBacklog(registers, state.now, state.openidLogoutBacklog, {
    pending: [
      'openid_logout_deliveries_pending',
      'Back-channel logouts not yet delivered to an app (those given up are not counted).',
    ],
    age: [
      'openid_logout_deliveries_oldest_pending_age_seconds',
      'How long since the oldest undelivered logout was owed; 0 when none is.',
    ],
  });
  readAtScrape(
    registers,
    'payments_awaiting_reconciliation',
    'Unpaid orders at the payment gateway from the last 7 days that reconciliation still asks about.',
    state.awaitingReconciliation,
  );
  const { poolStats } = state;
  if (poolStats) watchPool(registers, poolStats);
}

function watchPool(registers: Registry[], poolStats: () => PoolStats): void {
  const figures = [
    ['database_pool_connections', 'Connections to PostgreSQL this process holds open.', 'total'],
    ['database_pool_idle_connections', 'Open connections no query is using.', 'idle'],
    ['database_pool_waiting_queries', 'Queries waiting for a free connection.', 'waiting'],
  ] as const;
  for (const [name, help, figure] of figures) {
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(poolStats()[figure]);
      },
    });
  }
}
