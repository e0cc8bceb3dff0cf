import type { FastifyInstance } from 'fastify';

/**
 * Stops background work when the server closes, in two steps. From the moment closing begins it
 * takes no new work; the work under way is awaited only in onClose, once the server has stopped
 * listening and answered the requests in flight, so a slow pass (a mail relay taking its time)
 * never keeps the port open. onClose hooks run newest first, so this one ends before the
 * database, which registered earlier, closes.
 */
export function stopWithServer(app: FastifyInstance, stop: () => Promise<void>): void {
  let stopping: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    stopping = stop();
  });
  app.addHook('onClose', async () => {
    await stopping;
  });
}
