// What `npm run bench:api` reads after the payments burst: how long the invoices it issued took to
// be rendered and mailed. The target is every invoice mailed within 10 s of the burst's end; the
// server's `invoice_mail_pending` gauge counts those not yet mailed.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseExposition, samplesOf } from '../apps/server/test/prometheus-text.ts';

export const INVOICE_MAIL_TARGET_SECONDS = 10;
/** How long the run waits for the last invoice before saying it was not mailed in time. */
export const INVOICE_MAIL_WAIT_SECONDS = 60;

/** The server's gauges as its /metrics shows them now (this machine may read it without a token). */
export async function scrapeGauges(url: string): Promise<(name: string) => number | undefined> {
  const response = await fetch(`${url}/metrics`);
  // Unread gauges would pass for "none pending": a refusal (a 429 once this address has asked
  // too often) ends the run instead.
  if (!response.ok) throw new Error(`${url}/metrics answered ${response.status}.`);
  const samples = parseExposition(await response.text());
  return (name) => samplesOf(samples, name)[0]?.value;
}

/**
 * Seconds from `since` (a `performance.now()`) until `pending()` first reads 0, asking every
 * `intervalMs`; null when it still read more after `waitSeconds`. An unreadable gauge counts as
 * pending.
 */
export async function secondsUntilNonePending(
  pending: () => Promise<number | undefined>,
  options: { since: number; waitSeconds: number; intervalMs: number },
): Promise<number | null> {
  const deadline = options.since + options.waitSeconds * 1000;
  for (;;) {
    const left = await pending();
    const now = performance.now();
    if (left === 0) return (now - options.since) / 1000;
    if (now >= deadline) return null;
    await sleep(Math.min(options.intervalMs, deadline - now));
  }
}

/**
 * Queries the server's pool holds or queues now: in use plus waiting. Undefined on PGlite, which
 * has no pool.
 */
export async function poolBusy(url: string): Promise<number | undefined> {
  const gauge = await scrapeGauges(url);
  const open = gauge('database_pool_connections');
  const idle = gauge('database_pool_idle_connections');
  const waiting = gauge('database_pool_waiting_queries');
  if (open === undefined || idle === undefined || waiting === undefined) return undefined;
  return open - idle + waiting;
}

/** The note the table ends with about one run's invoices. */
export function invoiceMailNote(
  rowName: string,
  atEnd: { pending?: number; oldestSeconds?: number },
  mailedAfter: number | null,
): string {
  const when =
    mailedAfter === null
      ? `not all mailed within ${INVOICE_MAIL_WAIT_SECONDS} s of the burst's end`
      : `all mailed ${mailedAfter.toFixed(1)} s after the burst's end`;
  const met = mailedAfter !== null && mailedAfter <= INVOICE_MAIL_TARGET_SECONDS;
  return `${rowName}: when the payments ended, ${atEnd.pending ?? '?'} paid invoices were still waiting for their PDF and mail (the oldest issued ${atEnd.oldestSeconds?.toFixed(1) ?? '?'} s before); ${when} (target ≤ ${INVOICE_MAIL_TARGET_SECONDS} s: ${met ? 'met' : 'not met'}).`;
}
