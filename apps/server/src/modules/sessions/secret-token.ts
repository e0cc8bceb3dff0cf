import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for session cookies and the codes in e-mailed links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token. A plain SHA-256 is enough: the token has 256
 * bits of entropy, so there is nothing to brute-force, and lookups stay a single index probe.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
