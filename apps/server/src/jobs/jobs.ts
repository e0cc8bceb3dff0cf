import type { FastifyInstance } from 'fastify';
import type { JobList } from './job-list.ts';
import { type JobTally, runPeriodically } from './periodic-job.ts';
import { runWithServer } from './worker-loop.ts';

type Workers = JobList['workers'];
type Periodic = JobList['periodic'];

/** The one handle on the background jobs; tests run them through it instead of waiting. */
export interface Jobs {
  /** Runs a worker's pass now, after the one under way, and resolves with what it did. */
  drain<Name extends keyof Workers>(name: Name): ReturnType<Workers[Name]['drain']>;
  /** Runs a periodic job once now, whether or not its timer runs. */
  runOnce<Name extends keyof Periodic>(name: Name): ReturnType<Periodic[Name]['run']>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  tally: JobTally;
  /** Whether workers poll and wake after a commit (tests drain them instead). */
  workers: boolean;
  /** Whether periodic jobs run on their timers (tests run them once instead). */
  periodic: boolean;
}

/**
 * Starts every job once the server is ready and stops it as the server closes, before the
 * database does, then hangs the handle on the server as `app.jobs`.
 */
export function registerJobs(app: FastifyInstance, list: JobList, options: JobsOptions): void {
  for (const worker of Object.values(list.workers)) runWithServer(app, worker, options.workers);
  if (options.periodic) {
    for (const [name, job] of Object.entries(list.periodic)) {
      runPeriodically(app, options.tally, { name, ...job });
    }
  }
  const jobs: Jobs = {
    // The names tie each call to its own job's result type; TypeScript cannot follow it here.
    drain: (name) => list.workers[name].drain() as never,
    runOnce: (name) => list.periodic[name].run() as never,
  };
  app.decorate('jobs', jobs);
}
