import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@prakar/shared/two-factor';

/** No 0/o, 1/l/i: letters a person copying from paper cannot mistake (31 symbols, ~50 bits). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  return Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * What the database keeps instead of a code: an HMAC-SHA-256 under the two-step key, so a copy
 * of the database alone cannot be searched for the codes; guesses through the API are counted
 * and locked like passwords. One lookup by hash finds the code.
 */
export function recoveryCodeHasher(key: Buffer) {
  return (code: string) => createHmac('sha256', key).update(`recovery:${code}`).digest('hex');
}

/** Ten new codes, and their hashes. */
export function newRecoveryCodes(hash: (code: string) => string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map(hash) };
}
