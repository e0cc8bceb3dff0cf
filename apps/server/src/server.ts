import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, describeDatabase, parseConfig } from './config.ts';
import { DataDirInUseError } from './db/lock.ts';
import { superviseProcesses } from './process-supervisor.ts';

/** A second signal, or this long without finishing, ends the process without waiting further. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Prints one line and exits 1: for mistakes a person can fix, a stack trace only gets in the way. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): AppConfig {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

function startupProblem(error: unknown, config: AppConfig): string | undefined {
  if (error instanceof DataDirInUseError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return `Port ${config.port} is already in use. Stop the other process or set PORT to another port.`;
  }
  if (code === 'EACCES')
    return `Not allowed to listen on port ${config.port}. Set PORT to another port.`;
  if (code === 'ECONNREFUSED' && config.databaseUrl) {
    return 'Could not connect to PostgreSQL at DATABASE_URL. Is it running, and is the address right?';
  }
  return undefined;
}

async function main(config: AppConfig): Promise<void> {
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    app = await buildApp({ config });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    const problem = startupProblem(error, config);
    if (problem) fail(problem);
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  app.log.info(`Serving on http://${host}:${port} (database: ${describeDatabase(config)})`);
  // Cookies and mailed links belong to one address: name it, as other names for it redirect there.
  app.log.info(`Open ${config.publicUrl} in your browser (PUBLIC_URL)`);

  const running = app;
  // Stop taking connections, let requests in flight finish, close the database (and its lock).
  closeWithGrace(
    {
      delay: SHUTDOWN_DEADLINE_MS,
      logger: { error: (message: unknown) => running.log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) running.log.error({ err }, 'shutting down after an unexpected error');
      else running.log.info(`${signal ?? 'exit'}: shutting down`);
      await running.close();
    },
  );
}

const config = readConfig();
if (config.processes > 1 && cluster.isPrimary) superviseProcesses(config.processes);
else await main(config);
