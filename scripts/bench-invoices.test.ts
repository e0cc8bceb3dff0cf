import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { invoiceMailNote, poolBusy, secondsUntilNonePending } from './bench-invoices.ts';

/** A server whose /metrics answers `text`, for as long as `use` runs. */
async function withMetrics<T>(
  text: string,
  use: (url: string) => Promise<T>,
  status = 200,
): Promise<T> {
  const server = createServer((_request, response) => {
    response.statusCode = status;
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

/** A gauge that reads each value in turn, then the last one for ever. */
const readings = (...values: (number | undefined)[]) => {
  let asked = 0;
  return async () => values[Math.min(asked++, values.length - 1)];
};

describe('secondsUntilNonePending', () => {
  it('is the time from the burst until the gauge first reads 0, unreadable counting as pending', async () => {
    const since = performance.now() - 2000;
    const seconds = await secondsUntilNonePending(readings(5, undefined, 1, 0), {
      since,
      waitSeconds: 60,
      intervalMs: 5,
    });
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(3);
  });

  it('is null when invoices still wait once the wait is over', async () => {
    const seconds = await secondsUntilNonePending(readings(3), {
      since: performance.now(),
      waitSeconds: 0.05,
      intervalMs: 10,
    });
    expect(seconds).toBeNull();
  });
});

describe('poolBusy', () => {
  it('counts the connections in use and the queries waiting for one', async () => {
    const metrics = [
      'database_pool_connections 10',
      'database_pool_idle_connections 3',
      'database_pool_waiting_queries 4',
      '',
    ].join('\n');
    expect(await withMetrics(metrics, poolBusy)).toBe(11);
  });

  it('fails when /metrics refuses, rather than reading an idle pool', async () => {
    await expect(withMetrics('Too many requests', poolBusy, 429)).rejects.toThrow('answered 429');
  });

  it('is undefined without pool figures (PGlite)', async () => {
    expect(await withMetrics('invoice_mail_pending 0\n', poolBusy)).toBeUndefined();
  });
});

describe('invoiceMailNote', () => {
  it('judges the time against the 10 s target', () => {
    expect(invoiceMailNote('pay', { pending: 4, oldestSeconds: 1 }, 2.25)).toContain(
      "all mailed 2.3 s after the burst's end (target ≤ 10 s: met)",
    );
    expect(invoiceMailNote('pay', {}, null)).toContain(
      "not all mailed within 60 s of the burst's end (target ≤ 10 s: not met)",
    );
  });
});
