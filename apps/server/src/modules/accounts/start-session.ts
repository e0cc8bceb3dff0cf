import type { AccessOverrides } from '@prakar/shared/permissions';
import type { Database } from '#src/db/client.ts';
import type { SecondFactor } from '#src/db/schema.ts';
import type { AccessService } from '#src/modules/access/access-service.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import {
  createAccountsRepository,
  type OrganisationRow,
  type UserRow,
} from './accounts-repository.ts';

export interface SignedIn {
  token: string;
  expiresAt: Date;
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
  now: () => Date;
}

export type SessionStarter = ReturnType<typeof createSessionStarter>;

/** A new session for a user whose sign-in is allowed: the row, the last sign-in and the audit. */
export function createSessionStarter({ db, sessions, access, now }: SessionStarterDeps) {
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
      return session;
    });
    return {
      token: started.token,
      expiresAt: started.session.expiresAt,
      user: { ...user, lastSignInAt: at },
      organisation,
      access: await access.overridesOf(user.id),
    };
  };
}
