import { SECOND_STEP_METHODS, type SecondStepMethod } from '@prakar/shared/two-factor';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '#src/db/client.ts';
import { passkeys, users } from '#src/db/schema.ts';
import { createTwoFactorRepository } from './two-factor-repository.ts';

/** The second steps a user has, as `executor` sees them: the app once confirmed, any passkey. */
export async function secondStepMethodsOf(
  executor: Executor,
  userId: number,
): Promise<SecondStepMethod[]> {
  const [secret, passkey] = await Promise.all([
    createTwoFactorRepository(executor).findSecret(userId),
    executor.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1),
  ]);
  return SECOND_STEP_METHODS.filter((method) =>
    method === 'app' ? Boolean(secret?.confirmedAt) : passkey.length > 0,
  );
}

/**
 * Locks the user's row until `tx` ends, so that removals of their second steps take turns: the
 * second one reads what the first left, and cannot take the last one away too.
 */
export async function holdSecondSteps(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
