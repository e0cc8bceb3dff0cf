import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { OPENID_CLIENT_ID, startOpenidTestApp } from '#test/openid-helpers.ts';
import { newAdmin } from '#test/users-helpers.ts';
import { rotateSigningKeys } from './openid-signing-key.ts';

describe('rotating the signing key', () => {
  it('keeps an ID token signed before the rotation valid, publishes both keys, and signs with the new one', async () => {
    const keyFile = join(mkdtempSync(join(tmpdir(), 'prakar-openid-rotation-')), 'keys.json');
    const env = { OPENID_SIGNING_KEY_FILE: keyFile };
    const { signing: firstKid } = rotateSigningKeys(keyFile);

    const before = await startOpenidTestApp({ env });
    let oldIdToken: string;
    try {
      const admin = await newAdmin(before.app);
      const { tokens } = await before.party.signInToApp(admin.cookie);
      oldIdToken = tokens.id_token ?? '';
      expect(decodeProtectedHeader(oldIdToken).kid).toBe(firstKid);
    } finally {
      await before.close();
    }

    const rotated = rotateSigningKeys(keyFile);
    expect(rotated.kept).toEqual([firstKid]);
    // The server restarted on the rotated file, at the same address.
    const after = await startOpenidTestApp({ env, port: before.port });
    try {
      const { jwks_uri } = (await after.party.discover()).serverMetadata();
      const published = (await (await fetch(jwks_uri ?? '')).json()) as {
        keys: Record<string, unknown>[];
      };
      expect(published.keys.map((key) => key.kid)).toEqual([rotated.signing, firstKid]);
      expect(published.keys.some((key) => 'd' in key)).toBe(false);

      const { payload } = await jwtVerify(oldIdToken, after.party.jwks(), {
        issuer: `${after.origin}/oidc`,
        audience: OPENID_CLIENT_ID,
      });
      expect(payload.sub).toBeDefined();

      const admin = await newAdmin(after.app);
      const { tokens } = await after.party.signInToApp(admin.cookie);
      expect(decodeProtectedHeader(tokens.id_token ?? '').kid).toBe(rotated.signing);
    } finally {
      await after.close();
    }
  });
});
