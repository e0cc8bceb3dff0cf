import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';
import { KEY_FILE, twoFactorKey } from './two-factor-key.ts';

describe('the key of two-step sign-in', () => {
  it('is made once in the data folder, readable by its owner only, and read back after', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'prakar-key-')), 'data');
    const made = twoFactorKey({ twoFactorKey: undefined, databaseUrl: undefined, dataDir });
    expect(made).toHaveLength(32);
    expect(statSync(join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, KEY_FILE), 'utf8').trim()).toBe(made.toString('base64'));
    expect(twoFactorKey({ twoFactorKey: undefined, databaseUrl: undefined, dataDir })).toEqual(
      made,
    );
  });

  it('is the configured one when set, and one for the run with a throw-away database', () => {
    const configured = Buffer.alloc(32, 1);
    const dataDir = '/nonexistent';
    expect(twoFactorKey({ twoFactorKey: configured, databaseUrl: undefined, dataDir })).toBe(
      configured,
    );
    expect(
      twoFactorKey({ twoFactorKey: undefined, databaseUrl: 'memory://', dataDir }),
    ).toHaveLength(32);
  });
});

describe('the sealed secrets', () => {
  const box = createSecretBox(Buffer.alloc(32, 2));

  it('open for their own user only, and not once altered or under another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 7);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 7)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 7)).not.toBe(sealed);
    expect(() => box.open(sealed, 8)).toThrow();
    const [version, nonce, body, tag] = sealed.split('.');
    const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open([version, nonce, flipped, tag].join('.'), 7)).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 3)).open(sealed, 7)).toThrow();
  });
});
