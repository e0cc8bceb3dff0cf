import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendLoopbackAliasesToPublicUrl } from './one-loopback-name.ts';

async function serverFor(publicUrl: string) {
  const app = Fastify();
  sendLoopbackAliasesToPublicUrl(app, publicUrl);
  app.get('/*', async () => 'page');
  await app.ready();
  return app;
}

describe('sendLoopbackAliasesToPublicUrl', () => {
  it('sends a page asked for on another loopback name to the address PUBLIC_URL names', async () => {
    const app = await serverFor('http://localhost:3000');
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const answer = await app.inject({ url: '/payment-request?ref=abc', headers: { host } });
      expect(answer.statusCode).toBe(307);
      expect(answer.headers.location).toBe('http://localhost:3000/payment-request?ref=abc');
    }
    const backwards = await serverFor('http://127.0.0.1:3000');
    const answer = await backwards.inject({ url: '/home', headers: { host: 'localhost:3000' } });
    expect(answer.headers.location).toBe('http://127.0.0.1:3000/home');
  });

  it('serves the named address, the API, the metrics, other hosts and other ports as they are', async () => {
    const app = await serverFor('http://localhost:3000');
    const served = async (url: string, host: string, method: 'GET' | 'POST' = 'GET') =>
      (await app.inject({ method, url, headers: { host } })).statusCode;
    expect(await served('/home', 'localhost:3000')).toBe(200);
    expect(await served('/api/health', '127.0.0.1:3000')).toBe(200);
    expect(await served('/metrics', '127.0.0.1:3000')).toBe(200);
    expect(await served('/metrics?name[]=up', '[::1]:3000')).toBe(200);
    expect(await served('/home', 'shop.example:3000')).toBe(200);
    expect(await served('/home', '127.0.0.1:5173')).toBe(200);
    expect(await served('/home', '127.0.0.1:3000', 'POST')).toBe(404);
  });

  it('changes nothing when PUBLIC_URL names a real site', async () => {
    const app = await serverFor('https://prakartax.in');
    const answer = await app.inject({ url: '/home', headers: { host: '127.0.0.1' } });
    expect(answer.statusCode).toBe(200);
  });
});
