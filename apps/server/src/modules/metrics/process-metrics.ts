import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * Node's own figures (memory, CPU, event-loop delay, garbage collection) describe the process,
 * not one server in it, and their collectors cannot be stopped once started: they are collected
 * once per process, however many servers it builds (tests build many), and every server's
 * `/metrics` shows them.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    processRegistry.setDefaultLabels({ pid: String(process.pid) });
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
