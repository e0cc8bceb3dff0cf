import { Gauge, type Registry } from 'prom-client';
import type { PoolStats } from '#src/db/client.ts';

/** Where the figures read at each scrape come from. */
export interface WatchedState {
  now: () => Date;
  /** The unsent mail and when the oldest of it was written. */
  mailBacklog: () => Promise<{ pending: number; oldestCreatedAt: Date | null }>;
  /** Unpaid orders at the gateway that payment reconciliation still asks about. */
  awaitingReconciliation: () => Promise<number>;
  /** Absent on PGlite, which has no pool: the pool figures are left out then. */
  poolStats?: () => PoolStats;
}

/**
 * Figures read from the database when Prometheus scrapes, so every process of the server reports
 * the same ones, and nothing has to keep them up to date in between.
 */
export function watchState(registry: Registry, state: WatchedState): void {
  const registers = [registry];
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mails in the outbox not sent yet (those that gave up are not counted).',
    registers,
    async collect() {
      this.set((await state.mailBacklog()).pending);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest unsent mail has waited; 0 when none waits.',
    registers,
    async collect() {
      const { oldestCreatedAt } = await state.mailBacklog();
      const waited = oldestCreatedAt ? state.now().getTime() - oldestCreatedAt.getTime() : 0;
      this.set(Math.max(0, waited) / 1000);
    },
  });
  new Gauge({
    name: 'payments_awaiting_reconciliation',
    help: 'Unpaid orders at the payment gateway from the last 7 days that reconciliation still asks about.',
    registers,
    async collect() {
      this.set(await state.awaitingReconciliation());
    },
  });
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
