import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  openidSigningKeys,
  rotateSigningKeys,
  SIGNING_KEY_FILE,
  signingKeysIn,
} from './openid-signing-key.ts';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'prakar-openid-key-')), 'data');
const kidsIn = (path: string) =>
  (JSON.parse(readFileSync(path, 'utf8')) as { keys: { kid: string }[] }).keys.map(
    (key) => key.kid,
  );

describe('the keys that sign ID and logout tokens', () => {
  it('are made once in the data folder as a set, readable by its owner only, and read back after', () => {
    const dataDir = freshDir();
    const made = openidSigningKeys({ dataDir });
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(typeof made[0].d).toBe('string');
    const path = join(dataDir, SIGNING_KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(kidsIn(path)).toEqual([made[0].kid]);
    expect(openidSigningKeys({ dataDir })).toEqual(made);
  });

  it('are the configured ones when set, and one for the run with a throw-away database', () => {
    const dataDir = freshDir();
    const configured = signingKeysIn(
      JSON.stringify({ kty: 'RSA', kid: 'portal-1', d: 'secret', n: 'n', e: 'AQAB' }),
    );
    expect(openidSigningKeys({ openidSigningKeys: configured, dataDir })).toBe(configured);
    expect(openidSigningKeys({ databaseUrl: 'memory://', dataDir })[0].kty).toBe('RSA');
    expect(existsSync(join(dataDir, SIGNING_KEY_FILE))).toBe(false);
  });

  it('are read from a set or a single key, each marked to sign with RS256, and nothing else', () => {
    const key = (kid: string) => ({ kty: 'RSA', kid, d: 'secret', n: 'n', e: 'AQAB' });
    expect(signingKeysIn(JSON.stringify({ keys: [key('new'), key('old')] }))).toEqual([
      { ...key('new'), alg: 'RS256', use: 'sig' },
      { ...key('old'), alg: 'RS256', use: 'sig' },
    ]);
    expect(signingKeysIn(JSON.stringify(key('only')))?.map((jwk) => jwk.kid)).toEqual(['only']);
    for (const refused of [
      JSON.stringify({ keys: [] }),
      JSON.stringify({ keys: [key('same'), key('same')] }),
      JSON.stringify({ keys: [key('private'), { kty: 'RSA', kid: 'public', n: 'n', e: 'AQAB' }] }),
      'not json',
    ]) {
      expect(signingKeysIn(refused)).toBeUndefined();
    }
  });

  it('rotate: a new key goes first, the one that signed until now is kept, older ones go', () => {
    const dataDir = freshDir();
    const path = join(dataDir, SIGNING_KEY_FILE);
    const [first] = openidSigningKeys({ dataDir });
    const once = rotateSigningKeys(path);
    expect(once.kept).toEqual([first.kid]);
    expect(kidsIn(path)).toEqual([once.signing, first.kid]);
    const twice = rotateSigningKeys(path);
    expect(kidsIn(path)).toEqual([twice.signing, once.signing]);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(openidSigningKeys({ dataDir }).map((key) => key.kid)).toEqual(kidsIn(path));
  });

  it('rotate: a key from before sets is kept as the previous one', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'prakar-openid-key-')), 'key.json');
    writeFileSync(path, JSON.stringify({ kty: 'RSA', kid: 'portal-1', d: 'd', n: 'n', e: 'AQAB' }));
    const { signing, kept } = rotateSigningKeys(path);
    expect(kept).toEqual(['portal-1']);
    expect(kidsIn(path)).toEqual([signing, 'portal-1']);
  });
});
