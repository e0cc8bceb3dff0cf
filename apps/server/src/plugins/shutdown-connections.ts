import type { FastifyInstance } from 'fastify';

/**
 * A response that finishes after the server began to close ends its connection. Closing stops new
 * connections and ends the idle ones, but a keep-alive connection busy at that moment (a webhook
 * being answered, a page being sent) would otherwise stay open after its response for the whole
 * keep-alive timeout, and the instance would wait that long to stop.
 */
export function installShutdownConnectionClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
