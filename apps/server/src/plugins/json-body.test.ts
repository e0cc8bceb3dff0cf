import { webhookSignature } from '@prakar/razorpay/protocol';
import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { accountsApi } from '@prakar/shared/api/accounts';
import { gatewayApi } from '@prakar/shared/api/gateway';
import { ERROR_CODES } from '@prakar/shared/api-error';
import { MAX_BODY_DEPTH, MAX_BODY_VALUES } from '@prakar/shared/body-bounds';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_PATH } from '#src/modules/payments/payment-gateway.ts';
import { createVerifiedUser, randomIp, signIn } from '#test/accounts-helpers.ts';
import { AJAX } from '#test/build-test-app.ts';
import { apiUrl } from '#test/call.ts';
import { ONE_MIB, worstCaseBodies } from '#test/nested-bodies.ts';
import { useTestApp } from '#test/use-test-app.ts';

const app = useTestApp();
const BOUND_CODES = [ERROR_CODES.bodyTooDeep, ERROR_CODES.bodyTooManyValues];
const LOGIN = apiUrl(accountsApi.login);

function postJson(url: string, payload: string, headers: Record<string, string> = {}) {
  return app().inject({
    method: 'POST',
    url,
    payload,
    headers: { ...AJAX, 'content-type': 'application/json', ...headers },
    remoteAddress: randomIp(),
  });
}

describe('request bodies past the bounds', () => {
  it.each(Object.entries(worstCaseBodies()))(
    'refuses 1 MiB of %s with 400 and a code, signed out and signed in',
    async (_shape, body) => {
      expect(body.length).toBeLessThanOrEqual(ONE_MIB);
      const { email } = await createVerifiedUser(app());
      const { cookie } = await signIn(app(), email);
      for (const [url, headers] of [
        [LOGIN, {}],
        [apiUrl(accessTokensApi.create), { cookie }],
      ] as const) {
        const response = await postJson(url, body, headers);
        expect(response.statusCode, url).toBe(400);
        expect(BOUND_CODES).toContain(response.json().error.code);
      }
    },
  );

  it.each(Object.entries(worstCaseBodies(256 * 1024)))(
    'refuses a signed webhook of %s as large as the gateway may send with 400',
    async (_shape, body) => {
      const headers = {
        'x-razorpay-signature': webhookSignature(app().paymentGateway.webhookSecret, body),
        'x-razorpay-event-id': `evt_${Math.random().toString(36).slice(2)}`,
      };
      const response = await postJson(WEBHOOK_PATH, body, headers);
      expect(response.statusCode).toBe(400);
      expect(BOUND_CODES).toContain(response.json().error.code);
    },
  );

  it('takes a body at the bounds to its schema, and names the bound it broke beyond them', async () => {
    const deep = (levels: number) => `{"email":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    const atDepth = await postJson(LOGIN, deep(MAX_BODY_DEPTH));
    expect(atDepth.json().error.code).toBe(ERROR_CODES.validation);
    const tooDeep = await postJson(LOGIN, deep(MAX_BODY_DEPTH + 1));
    expect(tooDeep.json().error).toEqual({
      code: ERROR_CODES.bodyTooDeep,
      message: `The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`,
    });
    const values = (count: number) => `{"email":[${Array(count - 2).fill(0)}]}`;
    const atValues = await postJson(LOGIN, values(MAX_BODY_VALUES));
    expect(atValues.json().error.code).toBe(ERROR_CODES.validation);
    const tooMany = await postJson(LOGIN, values(MAX_BODY_VALUES + 1));
    expect(tooMany.json().error).toEqual({
      code: ERROR_CODES.bodyTooManyValues,
      message: 'The request body holds more than 10,000 values.',
    });
  });

  it('refuses a gateway return form with more fields than the bound', async () => {
    const form = Array.from({ length: MAX_BODY_VALUES }, (_, index) => `f${index}=1`).join('&');
    const response = await app().inject({
      method: 'POST',
      url: apiUrl(gatewayApi.callback),
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(ERROR_CODES.bodyTooManyValues);
  });
});
