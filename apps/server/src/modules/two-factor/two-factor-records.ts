import type { Executor } from '#src/db/client.ts';
import { createSecretBox } from './secret-box.ts';
import { createTwoFactorRepository } from './two-factor-repository.ts';

/**
 * A secret the deployment gives a user (base32, from PLATFORM_ADMIN_TOTP_SECRET), kept encrypted
 * and confirmed as one set up on the profile: they sign in with two steps from the start.
 */
export async function storeGivenSecret(
  db: Executor,
  key: Buffer,
  given: { userId: number; secret: string; at: Date },
): Promise<void> {
  const sealed = createSecretBox(key).seal(given.secret, given.userId);
  await createTwoFactorRepository(db).putConfirmedSecret(given.userId, sealed, given.at);
}
