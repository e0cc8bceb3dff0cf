import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFIX, TEST_KEYS } from '#test/gateway-harness.ts';
import { openPgliteSql } from '#test/pglite-sql.ts';
import { openGatewayStore } from './gateway-store.ts';
import { testGatewayRoutes } from './test-gateway-plugin.ts';

/**
 * The gateway mounted the way the product mounts it: beside a site-wide content security policy
 * set on every response before its route runs, a global rate limit, zod compilers and the OpenAPI
 * document, none of which should reach its routes.
 */
const app = Fastify({ logger: false });
const basic = `Basic ${Buffer.from(`${TEST_KEYS.keyId}:${TEST_KEYS.keySecret}`).toString('base64')}`;

beforeAll(async () => {
  const database = await openPgliteSql();
  app.addHook('onClose', () => database.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('content-security-policy', "default-src 'self';script-src 'self'");
    done();
  });
  await app.register(rateLimit, { max: 2, timeWindow: '1 minute' });
  await app.register(swagger, { openapi: { info: { title: 'test', version: '1' } } });
  app.get('/api/product', { schema: { summary: 'A product route' } }, async () => ({ ok: true }));
  await app.register(testGatewayRoutes, {
    prefix: PREFIX,
    store: await openGatewayStore(database, () => TEST_KEYS),
    webhookUrl: 'http://127.0.0.1:1/webhook',
    publicBase: 'http://localhost:3000/test-gateway/',
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('the gateway inside a product server', () => {
  it('is left out of the OpenAPI document', () => {
    const document = app.swagger() as { paths: Record<string, unknown> };
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/product');
    expect(paths.filter((path) => path.startsWith(PREFIX))).toEqual([]);
  });

  it('is not held to the product rate limit, which still applies elsewhere', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: 'POST',
        url: `${PREFIX}/v1/orders`,
        headers: { authorization: basic },
        payload: { amount: 100, currency: 'INR', receipt: `r${i}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/product' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("replaces the site's policy with its own on its pages, with forms to publicBase", async () => {
    const order = await app.inject({
      method: 'POST',
      url: `${PREFIX}/v1/orders`,
      headers: { authorization: basic },
      payload: { amount: 50_000, currency: 'INR' },
    });
    const page = await app.inject({
      method: 'POST',
      url: `${PREFIX}/v1/checkout/embedded`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        key_id: TEST_KEYS.keyId,
        order_id: order.json().id,
        callback_url: 'http://localhost:3000/callback',
      }).toString(),
    });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' http://localhost:3000");
    expect(policy).not.toContain("script-src 'self'");
    expect(page.body).toContain(
      'action="http://localhost:3000/test-gateway/v1/checkout/embedded/pay"',
    );
    // No cancel_url was given, so there is no link to follow.
    expect(page.body).not.toContain('>Cancel</a>');
  });

  it('answers errors in Razorpay shape, including broken JSON and other body types', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: `${PREFIX}/v1/orders`,
      headers: { authorization: basic, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('BAD_REQUEST_ERROR');
    const text = await app.inject({
      method: 'POST',
      url: `${PREFIX}/v1/orders`,
      headers: { authorization: basic, 'content-type': 'text/plain' },
      payload: 'amount=100',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR' } });
    const missing = await app.inject({
      method: 'POST',
      url: `${PREFIX}/v1/orders`,
      headers: { authorization: basic },
      payload: { currency: 'INR' },
    });
    expect(missing.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', field: 'amount' },
    });
  });
});
