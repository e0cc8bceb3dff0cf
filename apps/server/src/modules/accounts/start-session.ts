import type { AccessOverrides } from '@prakar/shared/permissions';
import type { Database } from '#src/db/client.ts';
import type { SecondFactor } from '#src/db/schema.ts';
import type { AccessService } from '#src/modules/access/access-service.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { SecurityNotices } from '#src/modules/security-notices/security-notices.ts';
import type { StartedSession } from '#src/modules/sessions/session-cookie.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import {
  createAccountsRepository,
  type OrganisationRow,
  type UserRow,
} from './accounts-repository.ts';

export interface SignedIn extends StartedSession {
  user: UserRow;
  organisation: OrganisationRow;
  access: AccessOverrides;
}

/** How a session began: a password, a mailed link that proved the address, or a passkey. */
export type SignInMethod = 'password' | 'verification_link' | 'invitation_link' | 'passkey';

interface SessionStarterDeps {
  db: Database;
  sessions: SessionsService;
  access: AccessService;
  notices: SecurityNotices;
  now: () => Date;
}

export type SessionStarter = ReturnType<typeof createSessionStarter>;

/**
 * A new session for a user whose sign-in is allowed: the row, the last sign-in, the browser and
 * the audit; a sign-in from a browser the user had not used before mails them a notice.
 */
export function createSessionStarter({ db, sessions, access, notices, now }: SessionStarterDeps) {
  return async function startSession(
    user: UserRow,
    organisation: OrganisationRow,
    origin: RequestOrigin,
    method: SignInMethod,
    secondFactor?: SecondFactor,
  ): Promise<SignedIn> {
    const at = now();
    const started = await db.transaction(async (tx) => {
      const session = await sessions.start(tx, user.id, origin, secondFactor);
      const browser = await notices.noteBrowser(tx, user, origin, at);
      await createAccountsRepository(tx).updateUser(user.id, { lastSignInAt: at });
      await recordAudit(tx, at, origin, {
        action: 'sign_in',
        actorUserId: user.id,
        organisationId: user.organisationId,
        targetType: 'session',
        targetId: session.session.id,
        after:
          method === 'password' && !secondFactor
            ? undefined
            : { method, ...(secondFactor ? { secondFactor } : {}) },
      });
      return { ...session, ...browser };
    });
    if (started.isNewBrowser) await notices.newBrowser(user, origin, at);
    return {
      token: started.token,
      browserId: started.browserId,
      expiresAt: started.session.expiresAt,
      user: { ...user, lastSignInAt: at },
      organisation,
      access: await access.overridesOf(user.id),
    };
  };
}
