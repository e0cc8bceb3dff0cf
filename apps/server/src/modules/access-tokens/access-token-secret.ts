import { ACCESS_TOKEN_PREFIX } from '@prakar/shared/access-tokens';
import { newSecretToken } from '#src/modules/sessions/secret-token.ts';

/** Characters of the secret's end kept in the clear, enough to tell a user's tokens apart. */
const HINT_LENGTH = 4;

/** `prk_pat_` and 256 random bits, URL-safe: what the owner copies once. */
export function newAccessTokenSecret(): string {
  return `${ACCESS_TOKEN_PREFIX}${newSecretToken()}`;
}

export function isAccessTokenSecret(token: string): boolean {
  return token.startsWith(ACCESS_TOKEN_PREFIX);
}

/** `prk_pat_…x7Qa`: shows which token a row is without being any use to whoever reads it. */
export function hintOf(secret: string): string {
  return `${ACCESS_TOKEN_PREFIX}…${secret.slice(-HINT_LENGTH)}`;
}
