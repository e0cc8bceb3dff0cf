import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '#src/config.ts';

export const KEY_FILE = 'two-factor.key';

/**
 * The configured key (TWO_FACTOR_KEY); else, for a throw-away database, a key for this run only;
 * else the one kept in the data folder beside the embedded database, made on first start, so
 * `npm start` needs nothing (docs/decisions/0087).
 */
export function twoFactorKey(
  config: Pick<AppConfig, 'twoFactorKey' | 'databaseUrl' | 'dataDir'>,
): Buffer {
  if (config.twoFactorKey) return config.twoFactorKey;
  if (config.databaseUrl === 'memory://') return randomBytes(32);
  const path = join(config.dataDir, KEY_FILE);
  try {
    return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  }
}
