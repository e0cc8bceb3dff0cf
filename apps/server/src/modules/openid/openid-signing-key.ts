import { generateKeyPairSync, type JsonWebKey, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const SIGNING_KEY_FILE = 'openid-signing-key.json';

/** A private RSA key as a JWK, the form the provider signs ID and logout tokens with. */
export type SigningJwk = JsonWebKey & { kid: string };

/**
 * The provider's signing keys, newest first (docs/decisions/0094): the first signs, the others
 * are still published so that what they signed before a rotation still validates.
 */
export type SigningKeys = [SigningJwk, ...SigningJwk[]];

function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    ...jwk,
    kid: `portal-${randomBytes(6).toString('base64url')}`,
    alg: 'RS256',
    use: 'sig',
  };
}

const isPrivateRsaKey = (key: unknown): key is SigningJwk => {
  const jwk = key as Record<string, unknown> | null;
  return jwk?.kty === 'RSA' && typeof jwk.d === 'string' && typeof jwk.kid === 'string';
};

/**
 * The keys in `text`: a JWK Set of private RSA keys with distinct `kid`s, or one such key (as
 * before rotation was possible); undefined when it is neither. Each is marked RS256 for signing,
 * so the provider, which ranks keys by those marks, always signs with the first.
 */
export function signingKeysIn(text: string): SigningKeys | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const set = json as { keys?: unknown } | null;
  const keys: unknown[] = Array.isArray(set?.keys) ? set.keys : [json];
  const [first, ...rest] = keys;
  if (!isPrivateRsaKey(first) || !rest.every(isPrivateRsaKey)) return undefined;
  if (new Set(keys.map((key) => (key as SigningJwk).kid)).size !== keys.length) return undefined;
  const marked = (key: SigningJwk): SigningJwk => ({ ...key, alg: 'RS256', use: 'sig' });
  return [marked(first), ...rest.map(marked)];
}

function readSigningKeys(path: string): SigningKeys {
  const keys = signingKeysIn(readFileSync(path, 'utf8'));
  if (!keys) throw new Error(`${path} is not a JWK Set of private RSA keys with distinct kids.`);
  return keys;
}

/** Writes the set whole or not at all, readable by its owner only. */
function writeSigningKeys(path: string, keys: SigningJwk[], flag: 'wx' | 'w'): void {
  const text = `${JSON.stringify({ keys }, null, 2)}\n`;
  if (flag === 'wx') {
    writeFileSync(path, text, { mode: 0o600, flag });
    return;
  }
  const draft = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, text, { mode: 0o600, flag: 'wx' });
  renameSync(draft, path);
}

/**
 * The keys that sign ID tokens, kept like two-step sign-in's (docs/decisions/0090, 0094): the
 * configured ones (OPENID_SIGNING_KEY, else the file OPENID_SIGNING_KEY_FILE names); else, for a
 * throw-away database, one for this run; else the set in the data folder, made on first start,
 * so the apps' cached keys stay valid.
 */
export function openidSigningKeys(config: {
  openidSigningKeys?: SigningKeys | undefined;
  openidSigningKeyFile?: string | undefined;
  databaseUrl?: string | undefined;
  dataDir: string;
}): SigningKeys {
  if (config.openidSigningKeys) return config.openidSigningKeys;
  if (config.openidSigningKeyFile) {
    try {
      return readSigningKeys(config.openidSigningKeyFile);
    } catch (error) {
      throw new Error(`OPENID_SIGNING_KEY_FILE cannot be used: ${(error as Error).message}`);
    }
  }
  if (config.databaseUrl === 'memory://') return [newSigningKey()];
  const path = join(config.dataDir, SIGNING_KEY_FILE);
  try {
    return readSigningKeys(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = newSigningKey();
  try {
    writeSigningKeys(path, [key], 'wx');
    return [key];
  } catch (error) {
    // Another process made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSigningKeys(path);
  }
}

/**
 * Puts a new key first in the set at `path`, to sign from the next start, and keeps the one
 * that signed until now, so tokens it signed still validate; keys older than that are dropped.
 * Without a file, it makes one with the new key alone.
 */
export function rotateSigningKeys(path: string): { signing: string; kept: string[] } {
  let current: SigningJwk[] = [];
  try {
    current = readSigningKeys(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(path), { recursive: true });
  }
  const key = newSigningKey();
  const kept = current.slice(0, 1);
  writeSigningKeys(path, [key, ...kept], 'w');
  return { signing: key.kid, kept: kept.map((previous) => previous.kid) };
}
