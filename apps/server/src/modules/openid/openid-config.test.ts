import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '#src/config.ts';

const SIGNING_KEY = JSON.stringify({
  ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  kid: 'portal-1',
});
const DEPLOYED = {
  PUBLIC_URL: 'https://www.prakartax.in',
  NODE_ENV: 'production',
  TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
  RAZORPAY_TEST_GATEWAY: 'true',
  OPENID_CLIENTS: '[]',
};

describe('the single sign-on settings', () => {
  it('need the signing key on a production https site that signs anyone in to the apps', () => {
    expect(() => parseConfig(DEPLOYED)).toThrow(
      /neither OPENID_SIGNING_KEY nor OPENID_SIGNING_KEY_FILE is set/,
    );
    const configured = parseConfig({ ...DEPLOYED, OPENID_SIGNING_KEY: SIGNING_KEY });
    expect(configured.openidSigningKeys?.map((key) => key.kid)).toEqual(['portal-1']);
    const fromFile = parseConfig({ ...DEPLOYED, OPENID_SIGNING_KEY_FILE: '/etc/prakar/keys.json' });
    expect(fromFile.openidSigningKeyFile).toBe('/etc/prakar/keys.json');
    const { OPENID_CLIENTS: _none, ...withoutClients } = DEPLOYED;
    expect(parseConfig(withoutClients).openidSigningKeys).toBeUndefined();
  });

  it('take only private RSA keys, one or a set, and never print them', () => {
    const publicOnly = JSON.stringify({ kty: 'RSA', n: 'abc', e: 'AQAB', kid: 'x' });
    expect(() => parseConfig({ OPENID_SIGNING_KEY: publicOnly })).toThrow(
      /^Invalid configuration: OPENID_SIGNING_KEY must be a private RSA key as a JWK[^"]*\.$/,
    );
  });
});
