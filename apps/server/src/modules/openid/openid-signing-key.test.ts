import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openidSigningKey, SIGNING_KEY_FILE } from './openid-signing-key.ts';

describe('the key that signs ID and logout tokens', () => {
  it('is made once in the data folder, readable by its owner only, and read back after', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'prakar-openid-key-')), 'data');
    const made = openidSigningKey({ dataDir });
    expect(made).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(typeof made.d).toBe('string');
    expect(statSync(join(dataDir, SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(openidSigningKey({ dataDir })).toEqual(made);
  });

  it('is the configured one when set, and one for the run with a throw-away database', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'prakar-openid-key-')), 'data');
    const configured = { kty: 'RSA', kid: 'portal-1', d: 'secret', n: 'n', e: 'AQAB' };
    expect(openidSigningKey({ openidSigningKey: JSON.stringify(configured), dataDir })).toEqual(
      configured,
    );
    expect(openidSigningKey({ databaseUrl: 'memory://', dataDir }).kty).toBe('RSA');
    expect(existsSync(join(dataDir, SIGNING_KEY_FILE))).toBe(false);
  });
});
