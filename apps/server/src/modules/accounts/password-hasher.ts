import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is a const enum, which this build cannot read by name.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** An object rather than bare functions, so tests can count calls on it. */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2_OPTIONS),
  verify: async (passwordHash, password) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash signs no one in.
      return false;
    }
  },
};

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the same cost: checked when no account has the e-mail, so
 * an unknown address takes as long to refuse as a wrong password.
 */
export function dummyPasswordHash(hasher: PasswordHasher): Promise<string> {
  dummyHash ??= hasher.hash(randomBytes(24).toString('base64url'));
  return dummyHash;
}
