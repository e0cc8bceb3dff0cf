import { Agent, request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installShutdownConnectionClose } from './shutdown-connections.ts';

/** A GET over a keep-alive agent, answered with its headers and the socket it travelled on. */
function get(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; connection: string | undefined; closed: Promise<void> }>(
    (resolve, reject) => {
      const outgoing = httpRequest({ port, path, agent, host: '127.0.0.1' }, (response) => {
        const socket = response.socket;
        const closed = new Promise<void>((done) => socket.once('close', () => done()));
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            closed,
          }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

describe('closing the server while a request is answered', () => {
  it('ends that keep-alive connection with its response, so closing does not wait for its timeout', async () => {
    const app = Fastify();
    installShutdownConnectionClose(app);
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((started) => {
      app.get('/slow', async () => {
        started();
        await new Promise<void>((release) => {
          answer = release;
        });
        return { ok: true };
      });
    });
    app.get('/quick', async () => ({ ok: true }));
    let closingBegan: () => void = () => undefined;
    const closing = new Promise<void>((began) => {
      closingBegan = began;
    });
    app.addHook('preClose', async () => closingBegan());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const agent = new Agent({ keepAlive: true });

    const before = await get(port, '/quick', agent);
    expect(before.connection).toBe('keep-alive');

    const slow = get(port, '/slow', agent);
    await arrived;
    const closed = app.close();
    await closing;
    answer();
    const during = await slow;
    expect(during.status).toBe(200);
    expect(during.connection).toBe('close');
    await during.closed;
    await closed;
    agent.destroy();
  });
});
