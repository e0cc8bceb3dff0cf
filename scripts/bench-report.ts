// The table and the JSON line `npm run bench:api` prints, with each row's target and whether the
// run met it. Targets are what the product aims for on PostgreSQL, 10 connections, one process;
// a run fails only when requests fail, never on a target.
import type { Measured } from './bench-load.ts';

/**
 * baseline: hello world; ceiling: hello world after one database round trip; front: session
 * check and catalogue; read: portal reads.
 */
export type TargetKind = 'baseline' | 'ceiling' | 'front' | 'read' | 'write' | 'payment';

export interface Row extends Measured {
  name: string;
  kind: TargetKind;
}

const READ_P99_MS = 50;
const SHARE_OF_HELLO: Partial<Record<TargetKind, number>> = { front: 0.5, read: 0.05 };
const PAYMENTS_PER_SECOND = 100;

function verdict(row: Row, hello: number): { target: string; met: boolean | null } {
  if (row.kind === 'payment') {
    return {
      target: `≥ ${PAYMENTS_PER_SECOND} payments/s`,
      met: row.requestsPerSecond >= PAYMENTS_PER_SECOND,
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
  const judged = rows.map((row) => ({
    ...row,
    ratio: hello > 0 ? row.requestsPerSecond / hello : 0,
    ...verdict(row, hello),
  }));
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs hello', 'failed', 'target', 'met'];
  const lines = judged.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(row.kind === 'payment' ? 1 : 0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    `${(row.ratio * 100).toFixed(row.ratio < 0.1 ? 1 : 0)} %`,
    String(row.failures),
    row.target,
    row.met === null ? '' : row.met ? 'met' : 'not met',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) =>
        [0, 6, 7].includes(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const { notes, ...settings } = run;
  console.log(
    `\n${Object.entries(settings)
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
