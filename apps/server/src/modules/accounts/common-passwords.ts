import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * About 49,000 passwords seen most often in breaches, lower-cased so the check ignores case.
 * Built on first use: the list costs a few megabytes and only sign-up and resets need it.
 */
let commonPasswords: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as readonly string[]).map((entry) => entry.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  isCommonPassword('');
  return commonPasswords?.size ?? 0;
}
