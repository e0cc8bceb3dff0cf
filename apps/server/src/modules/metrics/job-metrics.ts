import { Counter, type Registry } from 'prom-client';
import type { JobTally } from '#src/jobs/periodic-job.ts';

/** Counts the passes of the background jobs, and those that failed, by job. */
export function countJobs(registry: Registry): JobTally {
  const runs = new Counter({
    name: 'job_runs_total',
    help: 'Passes of a background job that finished, failed ones included.',
    labelNames: ['name'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'job_failures_total',
    help: 'Passes of a background job that failed; the job runs again at its next interval.',
    labelNames: ['name'] as const,
    registers: [registry],
  });
  return {
    finished: (name, outcome) => {
      runs.inc({ name });
      // Adding 0 shows a job that never failed as 0 failures rather than as no series at all.
      failures.inc({ name }, outcome === 'failed' ? 1 : 0);
    },
  };
}
