import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { countJobs } from './job-metrics.ts';
import { metricsRoutes } from './metrics-routes.ts';
import { processMetrics } from './process-metrics.ts';
import { timeRequests } from './request-metrics.ts';
import { type WatchedState, watchState } from './state-metrics.ts';

/**
 * One server's metrics, in a registry of its own: several servers in one process (tests) each
 * count their own requests and jobs. The process's pid labels every series, so the processes of
 * WEB_CONCURRENCY, each answering for itself, are told apart.
 */
export function createServerMetrics(app: FastifyInstance) {
  const registry = new Registry();
  registry.setDefaultLabels({ pid: String(process.pid) });
  timeRequests(app, registry);
  const jobs = countJobs(registry);

  const scrape = async () => {
    const [node, server] = await Promise.all([processMetrics().metrics(), registry.metrics()]);
    return node + server;
  };

  return {
    jobs,
    /** Adds the figures read from the database at each scrape. */
    watch: (state: WatchedState) => watchState(registry, state),
    /** Serves `GET /metrics`; see metrics-routes.ts for who may read it. */
    serve: (token: string | undefined) =>
      app.register(metricsRoutes, { scrape, contentType: registry.contentType, token }),
  };
}
