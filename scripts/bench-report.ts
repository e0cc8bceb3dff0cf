// The table and the JSON line `npm run bench:api` prints, with each row's target and whether the
// run met it. Targets are what the product aims for on PostgreSQL, 10 connections, one process;
// a run fails only when requests fail, never on a target.
import type { Measured } from './bench-load.ts';

/**
 * baseline: hello world; ceiling: hello world after one database round trip; front: session
 * check and catalogue; read: portal and back office reads; limit: a read's statements run bare
 * (bench-limits.ts).
 */
export type TargetKind = 'baseline' | 'ceiling' | 'front' | 'read' | 'write' | 'payment' | 'limit';

export interface Row extends Measured {
  name: string;
  kind: TargetKind;
  /** The req/s of the row's limit row, where it has one. */
  limit?: number;
  /** The row's req/s as a share of its limit row's: given when runs are combined (bench-runs.ts). */
  shareOfLimit?: number;
  /** The payments: seconds from the burst's end until every invoice was mailed, null if not within the wait. */
  invoicesMailedAfter?: number | null;
  /** With several runs, each figure's lowest and highest. */
  spread?: Record<string, { min: number; max: number }>;
}

const READ_P99_MS = 50;
/** Without limit rows (PGlite), the older targets: shares of hello world. */
const SHARE_OF_HELLO: Partial<Record<TargetKind, number>> = { front: 0.5, read: 0.05 };
/** A read's share of its limit row; the session check's of hello world + one round trip. */
const SHARE_OF_LIMIT = 0.6;
const PAYMENTS_PER_SECOND = 100;

function verdict(
  row: Row,
  hello: number,
  ceiling: number,
): { target: string; met: boolean | null } {
  if (row.kind === 'payment') {
    return {
      target: `≥ ${PAYMENTS_PER_SECOND} payments/s`,
      met: row.requestsPerSecond >= PAYMENTS_PER_SECOND,
    };
  }
  const least = `≥ ${SHARE_OF_LIMIT * 100} %`;
  if (row.kind === 'read' && row.limit) {
    return {
      target: `p99 ≤ ${READ_P99_MS} ms, ${least} of limit`,
      met: row.p99 <= READ_P99_MS && row.requestsPerSecond >= SHARE_OF_LIMIT * row.limit,
    };
  }
  if (row.kind === 'front' && ceiling > 0) {
    return {
      target: `${least} of hello + 1 round trip`,
      met: row.requestsPerSecond >= SHARE_OF_LIMIT * ceiling,
    };
  }
  const share = SHARE_OF_HELLO[row.kind];
  if (share === undefined) return { target: '—', met: null };
  return {
    target: `p99 ≤ ${READ_P99_MS} ms, ≥ ${share * 100} % of hello`,
    met: row.p99 <= READ_P99_MS && row.requestsPerSecond >= share * hello,
  };
}

export function printReport(
  rows: readonly Row[],
  run: Record<string, unknown> & { notes: string[] },
) {
  const hello = rows.find((row) => row.kind === 'baseline')?.requestsPerSecond ?? 0;
  const ceiling = rows.find((row) => row.kind === 'ceiling')?.requestsPerSecond ?? 0;
  const judged = rows.map((row) => ({
    ...row,
    ratio: hello > 0 ? row.requestsPerSecond / hello : 0,
    shareOfLimit: row.shareOfLimit ?? (row.limit ? row.requestsPerSecond / row.limit : undefined),
    ...verdict(row, hello, ceiling),
  }));
  const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs hello',
    'of limit',
    'failed',
    'target',
    'met',
  ];
  const lines = judged.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(row.kind === 'payment' ? 1 : 0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    percent(row.ratio),
    row.shareOfLimit === undefined ? '' : percent(row.shareOfLimit),
    String(row.failures),
    row.target,
    row.met === null ? '' : row.met ? 'met' : 'not met',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) =>
        [0, 7, 8].includes(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const { notes, ...settings } = run;
  console.log(
    `\n${Object.entries(settings)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}`,
  );
  console.log(format(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const row of rows) {
    if (row.firstFailure) console.log(`\n${row.name}: first failure: ${row.firstFailure}`);
  }
  for (const note of notes) console.log(`\n${note}`);
  console.log(
    `\n${JSON.stringify({ bench: 'api', at: new Date().toISOString(), ...run, rows: judged })}`,
  );
}
