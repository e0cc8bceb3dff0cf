import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { countJobs } from '#src/modules/metrics/job-metrics.ts';
import { parseExposition, samplesOf } from '#test/prometheus-text.ts';
import { runPeriodically } from './periodic-job.ts';

async function counted(registry: Registry, name: string, job: string): Promise<number> {
  const [sample] = samplesOf(parseExposition(await registry.metrics()), name, { name: job });
  return sample?.value ?? 0;
}

describe('runPeriodically', () => {
  it('counts every pass of a job, and the passes that failed', async () => {
    const app = Fastify();
    const registry = new Registry();
    const tally = countJobs(registry);
    runPeriodically(app, tally, { name: 'steady', intervalMs: 5, run: async () => 1 });
    runPeriodically(app, tally, {
      name: 'flaky',
      intervalMs: 5,
      run: () => Promise.reject(new Error('gateway down')),
    });
    await app.ready();
    try {
      await vi.waitFor(async () => {
        expect(await counted(registry, 'job_runs_total', 'steady')).toBeGreaterThanOrEqual(2);
        expect(await counted(registry, 'job_runs_total', 'flaky')).toBeGreaterThanOrEqual(2);
      });
    } finally {
      await app.close();
    }
    expect(await counted(registry, 'job_failures_total', 'steady')).toBe(0);
    expect(await counted(registry, 'job_failures_total', 'flaky')).toBe(
      await counted(registry, 'job_runs_total', 'flaky'),
    );
    expect(samplesOf(parseExposition(await registry.metrics()), 'job_failures_total')).toHaveLength(
      2,
    );
  });
});
