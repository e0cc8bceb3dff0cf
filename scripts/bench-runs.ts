// `npm run bench:api -- --runs N` loads everything N times; one run disturbed by the machine's
// other work then does not decide a row. Each row's figures are the medians of its runs, with
// their lowest and highest (in the JSON line), and which rows `--only` keeps.
import type { Row } from './bench-report.ts';

/** The middle value, or the mean of the two middle ones; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function spreadOf(values: readonly number[]) {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Not mailed within the wait counts as longer than any time that was. */
const mailedAfter = (row: Row) => row.invoicesMailedAfter ?? Number.POSITIVE_INFINITY;

/**
 * One row per row of the runs (each run loads the same rows in the same order): the median req/s,
 * p50, p99, share of limit and invoice mail time, failures added up, and each figure's spread.
 */
export function combineRuns(runs: readonly (readonly Row[])[]): Row[] {
  const [first = []] = runs;
  if (runs.length === 1) return [...first];
  return first.map((row, index) => {
    const rows = runs.map((run) => run[index]);
    if (rows.some((other) => other?.name !== row.name)) {
      throw new Error(`The runs loaded different rows at ${index + 1} (${row.name}).`);
    }
    const of = (figure: (row: Row) => number) => rows.map((r) => figure(r ?? row));
    const [requestsPerSecond, p50, p99] = [
      of((r) => r.requestsPerSecond),
      of((r) => r.p50),
      of((r) => r.p99),
    ];
    const figures: Record<string, number[]> = { requestsPerSecond, p50, p99 };
    const limited = rows.every((r) => r?.limit);
    const shares = of((r) => r.requestsPerSecond / (r.limit ?? 1));
    if (limited) figures.shareOfLimit = shares;
    const mailed = row.invoicesMailedAfter === undefined ? undefined : of(mailedAfter);
    if (mailed) figures.invoicesMailedAfter = mailed;
    const middleMailed = mailed && median(mailed);
    return {
      name: row.name,
      kind: row.kind,
      requestsPerSecond: median(requestsPerSecond),
      p50: median(p50),
      p99: median(p99),
      failures: rows.reduce((sum, r) => sum + (r?.failures ?? 0), 0),
      firstFailure: rows.find((r) => r?.firstFailure)?.firstFailure,
      ...(limited && {
        limit: median(of((r) => r.limit ?? 0)),
        shareOfLimit: median(shares),
      }),
      ...(middleMailed !== undefined && {
        invoicesMailedAfter: Number.isFinite(middleMailed) ? middleMailed : null,
      }),
      spread: Object.fromEntries(
        Object.entries(figures).map(([name, values]) => [name, spreadOf(values)]),
      ),
    };
  });
}

/**
 * `--only "users, search,history, first page"`: the parts between commas not followed by a space
 * (row names have ", " in them), matched case-insensitively anywhere in a row's name.
 */
export function onlyRows(option: string | undefined): ((name: string) => boolean) | undefined {
  if (option === undefined) return undefined;
  const parts = option
    .split(/,(?! )/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return (name) => parts.some((part) => name.toLowerCase().includes(part));
}
