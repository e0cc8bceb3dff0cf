import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SIGNING_KEY_FILE = 'openid-signing-key.json';

/** A private RSA key as a JWK, the form the provider signs ID and logout tokens with. */
export type SigningJwk = JsonWebKey & { kid: string };

function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: `portal-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' };
}

/**
 * The key that signs ID tokens, kept like two-step sign-in's (docs/decisions/0090): the configured
 * one (OPENID_SIGNING_KEY, a private JWK); else, for a throw-away database, one for this run;
 * else the one in the data folder, made on first start, so the apps' cached keys stay valid.
 */
export function openidSigningKey(config: {
  openidSigningKey?: string | undefined;
  databaseUrl?: string | undefined;
  dataDir: string;
}): SigningJwk {
  if (config.openidSigningKey) return JSON.parse(config.openidSigningKey) as SigningJwk;
  if (config.databaseUrl === 'memory://') return newSigningKey();
  const path = join(config.dataDir, SIGNING_KEY_FILE);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as SigningJwk;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = newSigningKey();
  try {
    writeFileSync(path, `${JSON.stringify(key)}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(path, 'utf8')) as SigningJwk;
  }
}
