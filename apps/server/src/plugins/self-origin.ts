import type { FastifyInstance } from 'fastify';

/**
 * This server as seen from itself: the address and port it listens on, over loopback when it
 * listens on every interface. Read when needed, so a server on a random port (tests) works too.
 */
export function selfOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The server is not listening on a TCP port, so it cannot call itself.');
  }
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  const protocol = app.initialConfig.https ? 'https' : 'http';
  return `${protocol}://${host}:${address.port}`;
}
