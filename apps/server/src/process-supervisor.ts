import cluster, { type Worker } from 'node:cluster';

/**
 * A worker that dies before it listens, or this soon after it began to listen, this many times in a
 * row, stops the server. Counting from the moment it listens rather than from its start keeps a
 * slow start on a busy machine from hiding a crash loop. Lifetimes are measured on the monotonic
 * clock: they are durations, not times of day.
 */
const EARLY_DEATH_MS = 10_000;
const EARLY_DEATHS_ALLOWED = 3;
/** Shutdown waits this long for workers to finish their requests, then ends them. */
const SHUTDOWN_DEADLINE_MS = 15_000;

/**
 * The first process of `WEB_CONCURRENCY=N`: it starts N server processes that share the port
 * (Node's cluster hands each connection to one of them), starts a new one when one dies, and
 * passes SIGTERM and SIGINT on so each finishes its requests. It serves nothing itself.
 */
export function superviseProcesses(count: number): void {
  let stopping = false;
  let earlyDeaths = 0;
  const startedAt = new Map<Worker, number>();
  /** When each worker began to listen; absent while it is still starting. */
  const listeningAt = new Map<Worker, number>();

  const start = () => startedAt.set(cluster.fork(), performance.now());
  for (let index = 0; index < count; index += 1) start();

  cluster.on('listening', (worker) => {
    if (!listeningAt.has(worker)) listeningAt.set(worker, performance.now());
  });

  cluster.on('exit', (worker, code, signal) => {
    const now = performance.now();
    const lived = now - (startedAt.get(worker) ?? now);
    const listening = listeningAt.get(worker);
    startedAt.delete(worker);
    listeningAt.delete(worker);
    if (stopping) {
      // With the exit code already set: 1 when it gave up, else 0.
      if (startedAt.size === 0) process.exit();
      return;
    }
    const early = listening === undefined || now - listening < EARLY_DEATH_MS;
    earlyDeaths = early ? earlyDeaths + 1 : 0;
    console.error(
      `Server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}) after ${Math.round(lived / 1000)} s.`,
    );
    if (earlyDeaths >= EARLY_DEATHS_ALLOWED) {
      console.error('Server processes keep stopping right after they start: giving up.');
      stopping = true;
      for (const other of startedAt.keys()) other.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    start();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: stopping ${startedAt.size} server processes`);
    for (const worker of startedAt.keys()) worker.kill(signal);
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.info(`Starting ${count} server processes (WEB_CONCURRENCY)`);
}
