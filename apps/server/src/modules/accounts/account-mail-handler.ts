import { slugify } from '@prakar/shared/slugify';
import type { Transaction } from '#src/db/client.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { AccountMailRequest } from './account-mail-requests-repository.ts';
import { signUpAttemptMail } from './accounts-mails.ts';
import { createAccountsRepository } from './accounts-repository.ts';
import { type LinkMailDeps, queueResetLink, queueVerificationLink } from './mailed-links.ts';

/**
 * The organisation's sign-in page slug (`/login?corporateName=`) starts from its name: "Kavach
 * Payroll Services" → "kavach-payroll-services", then "-2", "-3"… when another organisation has it.
 */
function corporateNameBase(name: string): string {
  return slugify(name).slice(0, 60).replace(/-+$/, '') || 'organisation';
}

/**
 * What a recorded sign-up, resend or forgotten-password request leads to, once the address is
 * looked up: the only place where an address with an account and one without are treated
 * differently, away from the request (docs/decisions/0032).
 */
export function createAccountMailHandler(deps: LinkMailDeps) {
  const { outbox, now } = deps;

  /**
   * A new organisation and its administrator, unverified; or a warning to the address's owner.
   * Inserting is the check, so two requests for one address (on two instances) make one account.
   */
  async function signUp(tx: Transaction, request: AccountMailRequest, origin: RequestOrigin) {
    const repository = createAccountsRepository(tx);
    const form = request.details;
    const organisationName = form.organisationName ?? '';
    const at = now();
    const organisation = await repository.insertOrganisationNamedAfter(
      corporateNameBase(organisationName),
      { name: organisationName, createdAt: at },
    );
    const user = await repository.insertUserIfNew({
      email: request.email,
      name: form.name ?? '',
      mobile: form.mobile,
      passwordHash: form.passwordHash,
      role: 'org_admin',
      status: 'unverified',
      organisationId: organisation.id,
      createdAt: at,
    });
    if (!user) {
      // The address has an account, perhaps made a moment ago by a request racing this one: the
      // organisation goes again, and the account's owner hears of the attempt.
      await repository.deleteOrganisation(organisation.id);
      const existing = await repository.findUserByEmail(request.email);
      if (existing) {
        const { email, name } = existing.user;
        await outbox.enqueue(tx, signUpAttemptMail(email, name, `${deps.publicUrl}/login`));
      }
      return;
    }
    await queueVerificationLink(deps, tx, user, form.returnPath);
    await recordAudit(tx, at, origin, {
      action: 'sign_up',
      actorUserId: user.id,
      organisationId: organisation.id,
      targetType: 'user',
      targetId: String(user.id),
    });
  }

  /** A new link for an account still waiting for confirmation; nothing for any other. */
  async function verification(tx: Transaction, request: AccountMailRequest) {
    const found = await createAccountsRepository(tx).findUserByEmail(request.email);
    if (found?.user.status !== 'unverified') return;
    await queueVerificationLink(deps, tx, found.user, request.details.returnPath);
  }

  /** Deactivated users get nothing, and invited ones accept their invitation instead. */
  async function passwordReset(
    tx: Transaction,
    request: AccountMailRequest,
    origin: RequestOrigin,
  ) {
    const found = await createAccountsRepository(tx).findUserByEmail(request.email);
    if (!found || found.user.status === 'deactivated' || found.user.status === 'invited') return;
    const at = now();
    await queueResetLink(deps, tx, found.user, at);
    await recordAudit(tx, at, origin, {
      action: 'password_reset_requested',
      actorUserId: found.user.id,
      organisationId: found.user.organisationId,
      targetType: 'user',
      targetId: String(found.user.id),
    });
  }

  return async function handle(tx: Transaction, request: AccountMailRequest): Promise<void> {
    const origin = { ip: request.ip ?? undefined, userAgent: request.userAgent ?? undefined };
    if (request.kind === 'sign_up') await signUp(tx, request, origin);
    else if (request.kind === 'verification') await verification(tx, request);
    else await passwordReset(tx, request, origin);
  };
}

export type AccountMailHandler = ReturnType<typeof createAccountMailHandler>;
