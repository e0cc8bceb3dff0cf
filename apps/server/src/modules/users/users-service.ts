import { ERROR_CODES } from '@prakar/shared/api-error';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { ACCESS_ITEMS, type AccessItem } from '@prakar/shared/permissions';
import {
  type AcceptInvitation,
  type AccessChanges,
  type AccessMatrix,
  INVITATION_DAYS,
  type InvitationDetails,
  type InviteUser,
  type OrganisationRole,
  type UserList,
  type UserListQuery,
  type UserSummary,
} from '@prakar/shared/users';
import type { Executor } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { overridesFrom } from '#src/modules/access/access-records.ts';
import { organisationScope } from '#src/modules/access/access-rules.ts';
import { matrixRow } from '#src/modules/access/access-service.ts';
import { accountRecords, type UserRow } from '#src/modules/accounts/account-records.ts';
import type { AccountsServiceDeps } from '#src/modules/accounts/accounts-service.ts';
import { assertAcceptablePassword } from '#src/modules/accounts/password-policy.ts';
import type { PasswordService } from '#src/modules/accounts/password-service.ts';
import { createSessionStarter, type SignedIn } from '#src/modules/accounts/start-session.ts';
import { assertTokenUsable, TOKEN_MESSAGES } from '#src/modules/accounts/token-errors.ts';
import { type AuditEntry, type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { IP_LIMITS, type MailToAddressKind, USER_LIMITS } from '#src/modules/rate-limit/limits.ts';
import { hashSecretToken } from '#src/modules/sessions/secret-token.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { invitationMail } from './users-mails.ts';
import { createUsersRepository, type ListedUser } from './users-repository.ts';

export const INVITATION_TTL_MS = INVITATION_DAYS * 24 * 3_600_000;
export const USER_NOT_FOUND_MESSAGE = 'We could not find that user.';
export const LAST_ADMIN_MESSAGE =
  'Every organisation needs an active administrator: make someone else an administrator first.';
export const SELF_CHANGE_MESSAGE =
  'You cannot change your own role, status or access; ask another administrator.';
export const INVITATION_ACCEPTED_MESSAGE =
  'Welcome aboard: your account is ready, and you are signed in.';

const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, ERROR_CODES.conflict, message, fields);
const forbidden = (message: string) => new HttpError(403, ERROR_CODES.forbidden, message);

/** A user as lists and administrators' changes show them; a whole row will do as well. */
function summarise(user: ListedUser, organisationName: string, current: CurrentUser): UserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
    status: user.status,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    organisationId: user.organisationId,
    organisationName,
    isSelf: user.id === current.account.id,
  };
}

/** Writes to the audit trail what an administrator changed about one user. */
function recordAdminChange(
  tx: Executor,
  at: Date,
  origin: RequestOrigin,
  current: CurrentUser,
  target: UserRow,
  change: Pick<AuditEntry, 'action' | 'before' | 'after'>,
): Promise<void> {
  return recordAudit(tx, at, origin, {
    ...change,
    actorUserId: current.account.id,
    organisationId: target.organisationId,
    targetType: 'user',
    targetId: String(target.id),
  });
}

/**
 * Organisation administration (see docs/product-rules.md, "Roles and admin powers"): users,
 * invitations, roles, deactivation and access control. Every method takes the caller and works only
 * within their organisation (every organisation for platform administrators); a user outside it is
 * reported as not found, so nothing tells that it exists.
 */
export const OTHER_ORGANISATION_MESSAGE = 'You can invite people only to your own organisation.';
export const STAFF_ONLY_MESSAGE = 'Only the firm’s staff can invite a member of staff.';
export const FIRM_IS_NO_CUSTOMER_MESSAGE =
  'The firm is not a customer organisation: invite its people as staff of the firm.';

export function createUsersService(deps: AccountsServiceDeps & { passwords: PasswordService }) {
  const { db, outbox, now } = deps;

  /** The user `id` if the caller may administer them: in scope, not themselves, not staff. */
  async function administrable(tx: Executor, current: CurrentUser, id: number) {
    const scope = organisationScope(current, undefined);
    const found = await createUsersRepository(tx).findInScope(id, scope);
    if (!found) throw notFound(USER_NOT_FOUND_MESSAGE);
    if (found.user.id === current.account.id) throw forbidden(SELF_CHANGE_MESSAGE);
    if (found.user.role === 'platform_admin') {
      throw forbidden('Platform administrators are managed by the firm.');
    }
    return found;
  }

  /** Refuses a change that would leave the organisation without an active administrator. */
  async function assertNotLastAdmin(tx: Executor, user: UserRow): Promise<void> {
    if (user.role !== 'org_admin' || user.status !== 'active') return;
    const others = await createUsersRepository(tx).countOtherActiveAdmins(
      user.organisationId,
      user.id,
    );
    if (others === 0) throw conflict(LAST_ADMIN_MESSAGE);
  }

  /**
   * Counts an e-mail an administrator's action sends. Outside any transaction: the limit's store
   * may be the same database, and PGlite has a single connection.
   */
  const countAdminMail = (current: CurrentUser) =>
    deps.limiter.consume(USER_LIMITS.adminMail, String(current.account.id));

  /**
   * Counts a mail to the address of user `id`, whom the caller may administer, against the limit of
   * mails to one address; the administrator knows the address, so a refusal may say why.
   */
  async function countMailTo(kind: MailToAddressKind, current: CurrentUser, id: number) {
    const { user } = await administrable(db, current, id);
    await deps.limiter.consumeMailTo(kind, user.email);
  }

  /** A new invitation code (older ones stop working) and the e-mail carrying it. */
  async function queueInvitation(
    tx: Executor,
    current: CurrentUser,
    user: UserRow,
    organisationName: string,
  ): Promise<void> {
    const token = await accountRecords(tx).issueEmailToken(
      user.id,
      'invite',
      INVITATION_TTL_MS,
      now(),
    );
    await outbox.enqueue(
      tx,
      invitationMail({
        to: user.email,
        inviterName: current.account.name,
        organisationName,
        role: user.role,
        url: `${deps.publicUrl}/sign-up?invite=${encodeURIComponent(token)}`,
      }),
    );
  }

  /** The invitation a code belongs to, still open. */
  const startSession = createSessionStarter(deps);

  async function openInvitation(tx: Executor, token: string) {
    const accounts = accountRecords(tx);
    const at = now();
    const row = assertTokenUsable(
      await accounts.findEmailToken(hashSecretToken(token), 'invite'),
      at,
    );
    const found = await accounts.findUserById(row.userId);
    if (found?.user.status !== 'invited') {
      throw new HttpError(400, AUTH_ERROR_CODES.tokenUsed, TOKEN_MESSAGES.used);
    }
    return { row, ...found };
  }

  return {
    async list(current: CurrentUser, query: UserListQuery): Promise<UserList> {
      const scope = organisationScope(current, query.organisationId);
      const { rows, paging } = await createUsersRepository(db).list(query, scope);
      return {
        users: rows.map((row) => summarise(row.user, row.organisationName, current)),
        ...paging,
      };
    },

    async organisations(): Promise<{ id: string; name: string }[]> {
      return createUsersRepository(db).listOrganisations();
    },

    async invite(
      current: CurrentUser,
      invitation: InviteUser,
      origin: RequestOrigin,
    ): Promise<UserSummary> {
      // Everyone invites into their own organisation; the firm's staff into the one they name. One
      // who names another organisation is told so, not quietly given their own.
      const requested = invitation.organisationId;
      const staff = invitation.role === 'platform_admin';
      const byStaff = current.account.role === 'platform_admin';
      if (staff && !byStaff) {
        throw new HttpError(403, ERROR_CODES.forbidden, STAFF_ONLY_MESSAGE, {
          role: STAFF_ONLY_MESSAGE,
        });
      }
      if (requested !== undefined && !byStaff && requested !== current.account.organisationId) {
        throw new HttpError(403, ERROR_CODES.forbidden, OTHER_ORGANISATION_MESSAGE, {
          organisationId: OTHER_ORGANISATION_MESSAGE,
        });
      }
      // Staff join the firm, which is the inviting staff member's own organisation.
      const organisationId = staff
        ? current.account.organisationId
        : organisationScope(current, requested);
      if (!organisationId) {
        throw new HttpError(400, ERROR_CODES.validation, 'Choose the organisation to invite to.', {
          organisationId: 'Choose the organisation to invite to.',
        });
      }
      await countAdminMail(current);
      await deps.limiter.consumeMailTo('invitation', invitation.email);
      const summary = await db.transaction(async (tx) => {
        const users = createUsersRepository(tx);
        const organisation = await users.findOrganisation(organisationId);
        if (!organisation) throw notFound('We could not find that organisation.');
        if (organisation.isFirm && !staff) {
          throw new HttpError(400, ERROR_CODES.validation, FIRM_IS_NO_CUSTOMER_MESSAGE, {
            organisationId: FIRM_IS_NO_CUSTOMER_MESSAGE,
          });
        }
        // Inserting is the check, so two administrators inviting one address at once get one
        // invitation and one 409, as one after the other would.
        const user = await accountRecords(tx).insertUserIfNew({
          email: invitation.email,
          name: '',
          role: invitation.role,
          status: 'invited',
          organisationId,
          invitedByUserId: current.account.id,
          createdAt: now(),
        });
        if (!user) {
          const message = 'This e-mail address already has an account.';
          throw conflict(message, { email: message });
        }
        await queueInvitation(tx, current, user, organisation.name);
        await recordAdminChange(tx, now(), origin, current, user, {
          action: 'user_invited',
          after: { email: user.email, role: user.role },
        });
        return summarise(user, organisation.name, current);
      });
      outbox.notify();
      return summary;
    },

    async resendInvitation(current: CurrentUser, id: number, origin: RequestOrigin) {
      await countAdminMail(current);
      await countMailTo('invitation', current, id);
      await db.transaction(async (tx) => {
        const { user, organisationName } = await administrable(tx, current, id);
        if (user.status !== 'invited') throw conflict('This user has already joined.');
        await queueInvitation(tx, current, user, organisationName);
        await recordAdminChange(tx, now(), origin, current, user, {
          action: 'invitation_resent',
          after: { email: user.email },
        });
      });
      outbox.notify();
    },

    /** A pending invitation is withdrawn: its user row and code go, the audit trail stays. */
    async revokeInvitation(current: CurrentUser, id: number, origin: RequestOrigin) {
      await db.transaction(async (tx) => {
        const { user } = await administrable(tx, current, id);
        if (user.status !== 'invited') throw conflict('This user has already joined.');
        await createUsersRepository(tx).deleteUser(user.id);
        await recordAdminChange(tx, now(), origin, current, user, {
          action: 'invitation_revoked',
          before: { email: user.email, role: user.role },
        });
      });
    },

    /** A role change starts the user afresh from the new role's access defaults. */
    async changeRole(
      current: CurrentUser,
      id: number,
      role: OrganisationRole,
      origin: RequestOrigin,
    ): Promise<UserSummary> {
      return db.transaction(async (tx) => {
        const { user, organisationName } = await administrable(tx, current, id);
        if (user.role === role) return summarise(user, organisationName, current);
        if (role !== 'org_admin') await assertNotLastAdmin(tx, user);
        await accountRecords(tx).updateUser(user.id, { role });
        await deps.access.resetToRoleDefaults(tx, user.id);
        await recordAdminChange(tx, now(), origin, current, user, {
          action: 'role_changed',
          before: { role: user.role },
          after: { role },
        });
        return summarise({ ...user, role }, organisationName, current);
      });
    },

    /** Ends every session of the user at once; their next request is refused. */
    async deactivate(current: CurrentUser, id: number, origin: RequestOrigin) {
      return db.transaction(async (tx) => {
        const { user, organisationName } = await administrable(tx, current, id);
        if (user.status === 'deactivated') return summarise(user, organisationName, current);
        if (user.status === 'invited') {
          throw conflict('This invitation is still pending: revoke it instead.');
        }
        await assertNotLastAdmin(tx, user);
        await accountRecords(tx).updateUser(user.id, { status: 'deactivated' });
        await deps.sessions.endAllOfUser(tx, user, origin);
        await recordAdminChange(tx, now(), origin, current, user, {
          action: 'user_deactivated',
          before: { status: user.status },
          after: { status: 'deactivated' },
        });
        return summarise({ ...user, status: 'deactivated' }, organisationName, current);
      });
    },

    async reactivate(current: CurrentUser, id: number, origin: RequestOrigin) {
      return db.transaction(async (tx) => {
        const { user, organisationName } = await administrable(tx, current, id);
        if (user.status !== 'deactivated') return summarise(user, organisationName, current);
        // Someone who never confirmed their address goes back to confirming it.
        const status = user.emailVerifiedAt ? ('active' as const) : ('unverified' as const);
        await accountRecords(tx).updateUser(user.id, { status });
        await recordAdminChange(tx, now(), origin, current, user, {
          action: 'user_reactivated',
          before: { status: user.status },
          after: { status },
        });
        return summarise({ ...user, status }, organisationName, current);
      });
    },

    async sendPasswordReset(current: CurrentUser, id: number, origin: RequestOrigin) {
      await countAdminMail(current);
      await countMailTo('passwordReset', current, id);
      await db.transaction(async (tx) => {
        const { user } = await administrable(tx, current, id);
        if (user.status !== 'active') {
          throw conflict('Only an active user can be sent a password reset link.');
        }
        await deps.passwords.queueResetLink(tx, user, now());
        await recordAdminChange(tx, now(), origin, current, user, {
          action: 'password_reset_sent',
        });
      });
      outbox.notify();
    },

    async accessMatrix(current: CurrentUser, query: UserListQuery): Promise<AccessMatrix> {
      const scope = organisationScope(current, query.organisationId);
      const { rows, paging } = await createUsersRepository(db).list(query, scope, {
        withAccess: true,
      });
      return {
        items: [...ACCESS_ITEMS],
        users: rows.map(({ user, organisationName, access }) => ({
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          status: user.status,
          organisationName,
          ...matrixRow(user, overridesFrom(access ?? {})),
          editable: user.id !== current.account.id && user.role !== 'platform_admin',
        })),
        ...paging,
      };
    },

    /**
     * Saves every changed cell in one transaction: all of them or, if any is refused, none. A
     * cell set back to the role's default stops being an override.
     */
    async changeAccess(current: CurrentUser, { changes }: AccessChanges, origin: RequestOrigin) {
      await db.transaction(async (tx) => {
        const byUser = new Map<number, Map<AccessItem, boolean>>();
        for (const change of changes) {
          const cells = byUser.get(change.userId) ?? new Map<AccessItem, boolean>();
          cells.set(change.item, change.allowed);
          byUser.set(change.userId, cells);
        }
        const at = now();
        for (const [userId, cells] of byUser) {
          const { user } = await administrable(tx, current, userId);
          if (cells.get('manage:users:org') === false) await assertNotLastAdmin(tx, user);
          const { before, after } = await deps.access.change(tx, user, cells, at);
          await recordAdminChange(tx, at, origin, current, user, {
            action: 'access_changed',
            before,
            after,
          });
        }
      });
    },

    async invitationDetails(token: string): Promise<InvitationDetails> {
      const { row, user, organisation } = await openInvitation(db, token);
      const inviter = user.invitedByUserId
        ? await accountRecords(db).findUserById(user.invitedByUserId)
        : undefined;
      return {
        email: user.email,
        invitedBy: inviter?.user.name ?? null,
        organisationName: organisation.name,
        role: user.role,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * The invitee chooses name and password and is signed in: opening the e-mailed link proved
     * the address, as a confirmation link does.
     */
    async acceptInvitation(form: AcceptInvitation, origin: RequestOrigin): Promise<SignedIn> {
      await deps.limiter.consume(IP_LIMITS.acceptInvitation, origin.ip ?? 'unknown');
      assertAcceptablePassword(form.password, 'password');
      const passwordHash = await deps.hasher.hash(form.password);
      const joined = await db.transaction(async (tx) => {
        const accounts = accountRecords(tx);
        const { row, user, organisation } = await openInvitation(tx, form.token);
        const at = now();
        if (!(await accounts.useEmailToken(row.id, at))) {
          assertTokenUsable({ ...row, usedAt: at }, at);
        }
        const changes = {
          name: form.name,
          mobile: form.mobile,
          passwordHash,
          status: 'active',
          emailVerifiedAt: at,
        } as const;
        await accounts.updateUser(user.id, changes);
        await recordAudit(tx, at, origin, {
          action: 'invitation_accepted',
          actorUserId: user.id,
          organisationId: user.organisationId,
          targetType: 'user',
          targetId: String(user.id),
        });
        return { user: { ...user, ...changes }, organisation };
      });
      return startSession(joined.user, joined.organisation, origin, 'invitation_link');
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
