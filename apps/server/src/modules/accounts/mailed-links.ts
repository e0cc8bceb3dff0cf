import type { Executor } from '#src/db/client.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { passwordResetMail, verificationMail } from './accounts-mails.ts';
import { createAccountsRepository, type UserRow } from './accounts-repository.ts';

export const VERIFY_EMAIL_TTL_MS = 24 * 3_600_000;
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

export interface LinkMailDeps {
  outbox: MailOutbox;
  now: () => Date;
  publicUrl: string;
}

/**
 * The link in the sign-up mail goes on to the page the visitor was headed for, as the login
 * page's `returnUrl`: base64 of the path, URL-safe alphabet, no padding.
 */
function verificationLink(publicUrl: string, token: string, returnPath?: string): string {
  const link = `${publicUrl}/login?verify=${encodeURIComponent(token)}`;
  return returnPath
    ? `${link}&returnUrl=${Buffer.from(returnPath, 'utf8').toString('base64url')}`
    : link;
}

/** Retires older confirmation links, stores a new one (hashed) and queues the e-mail carrying it. */
export async function queueVerificationLink(
  deps: LinkMailDeps,
  tx: Executor,
  user: UserRow,
  returnPath: string | undefined,
): Promise<void> {
  const token = await createAccountsRepository(tx).issueEmailToken(
    user.id,
    'verify_email',
    VERIFY_EMAIL_TTL_MS,
    deps.now(),
  );
  const url = verificationLink(deps.publicUrl, token, returnPath);
  await deps.outbox.enqueue(tx, verificationMail(user.email, user.name, url));
}

/** Retires older reset links, stores a new one (hashed) and queues the e-mail carrying it. */
export async function queueResetLink(
  deps: LinkMailDeps,
  tx: Executor,
  user: UserRow,
  at: Date,
): Promise<void> {
  const token = await createAccountsRepository(tx).issueEmailToken(
    user.id,
    'reset_password',
    RESET_TOKEN_TTL_MS,
    at,
  );
  const url = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.outbox.enqueue(tx, passwordResetMail(user.email, user.name, url));
}
