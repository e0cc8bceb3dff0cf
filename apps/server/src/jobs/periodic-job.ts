import type { FastifyInstance } from 'fastify';
import { stopWithServer } from './stop-with-server.ts';

/** Where each pass of a job is counted (the server's metrics). */
export interface JobTally {
  finished(name: string, outcome: 'done' | 'failed'): void;
}

/**
 * Runs `run` every `intervalMs` once the server is ready, never two passes at once; when the
 * server closes it starts no pass and waits for the one under way, so the database is not closed
 * beneath it. The timer does not keep an otherwise idle process alive.
 */
export function runPeriodically(
  app: FastifyInstance,
  tally: JobTally,
  job: { name: string; intervalMs: number; run: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = () => {
    if (running) return;
    running = job
      .run()
      .then(
        () => tally.finished(job.name, 'done'),
        (error: unknown) => {
          tally.finished(job.name, 'failed');
          app.log.warn({ err: error }, `${job.name} failed; it runs again later`);
        },
      )
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(pass, job.intervalMs);
    timer.unref();
  });
  stopWithServer(app, async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
