import type { AccessTokenScope } from '@prakar/shared/access-tokens';
import type { AccessOverrides } from '@prakar/shared/permissions';
import { type AfterCommitWork, afterCommit } from '#src/db/after-commit.ts';
import type { Database, Executor } from '#src/db/client.ts';
import type { organisations, SecondFactor, users } from '#src/db/schema.ts';
import { overridesFrom } from '#src/modules/access/access-records.ts';
import { type RequestOrigin, recordAudit, USER_AGENT_MAX } from '#src/modules/audit/audit-log.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import { isSessionOpen, needsTouch } from './session-rules.ts';
import { createSessionsRepository, type SessionRow } from './sessions-repository.ts';

/** A personal access token a request came with: which one, and what it lets the request do. */
export interface AccessTokenGrant {
  id: string;
  scope: AccessTokenScope;
  expiresAt: Date;
}

interface Caller {
  account: typeof users.$inferSelect;
  organisation: typeof organisations.$inferSelect;
  /** Access-control overrides: what the user may do beyond, or short of, their role. */
  access: AccessOverrides;
}

/**
 * The caller of a request, and how they proved who they are: the session they signed in with (a
 * cookie, or a bearer token in sibling apps), or a personal access token. Exactly one is set, so
 * code that needs a session must say what happens without one.
 */
export type CurrentUser = Caller &
  ({ session: SessionRow; accessToken: null } | { session: null; accessToken: AccessTokenGrant });

/** A caller who came with a session. */
export type SessionUser = Extract<CurrentUser, { accessToken: null }>;

/** Who a session belongs to, as far as ending it is concerned. */
type SessionOwner = Pick<CurrentUser['account'], 'id' | 'organisationId'>;

export interface SessionsServiceDeps {
  db: Database;
  now: () => Date;
  absoluteHours: number;
}

/** A portal session that ended (`sessionId`), or all of a user's (`sessionId` undefined). */
export interface EndedSessions {
  userId: number;
  sessionId?: string;
}

/** Told inside the ending transaction; what it returns is started once that has committed. */
type EndedListener = (tx: Executor, ended: EndedSessions) => Promise<AfterCommitWork | undefined>;

export function createSessionsService(deps: SessionsServiceDeps) {
  // Told as sessions end, inside the same transaction, so the apps signed in through them are
  // owed their logouts exactly when the sessions end, and told only once that is kept (0095).
  const endedListeners: EndedListener[] = [];
  const tell = async (tx: Executor, ended: EndedSessions) => {
    for (const listener of endedListeners) {
      const work = await listener(tx, ended);
      if (work) afterCommit(tx, work);
    }
  };
  return {
    whenEnded(listener: EndedListener): void {
      endedListeners.push(listener);
    },

    /** A fresh random token for every sign-in; the row keeps only its hash. */
    async start(
      tx: Executor,
      userId: number,
      origin: RequestOrigin,
      secondFactor: SecondFactor | null = null,
    ): Promise<{ token: string; session: SessionRow }> {
      const now = deps.now();
      const token = newSecretToken();
      const session = await createSessionsRepository(tx).insert({
        tokenHash: hashSecretToken(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + deps.absoluteHours * 3_600_000),
        ip: origin.ip ?? null,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        secondFactor,
      });
      return { token, session };
    },

    /**
     * The open session a token belongs to, with its user, or undefined: unknown, revoked, past
     * its absolute end, idle too long, or its user deactivated. Touches last_seen_at (at most
     * every 30 s), which is what keeps an active session alive.
     */
    async authenticate(token: string): Promise<SessionUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const repository = createSessionsRepository(deps.db);
      const found = await repository.findByTokenHash(hashSecretToken(token));
      if (!found) return undefined;
      const now = deps.now();
      if (!isSessionOpen(found.credential, now)) return undefined;
      if (found.user.status !== 'active') return undefined;
      let session = found.credential;
      if (needsTouch(session.lastSeenAt, now)) {
        await repository.touch(session.id, now);
        session = { ...session, lastSeenAt: now };
      }
      return {
        session,
        accessToken: null,
        account: found.user,
        organisation: found.organisation,
        access: overridesFrom(found.access),
      };
    },

    async end(session: SessionRow, user: SessionOwner, origin: RequestOrigin): Promise<void> {
      await deps.db.transaction(async (tx) => {
        await createSessionsRepository(tx).revoke(session.id, deps.now());
        await recordAudit(tx, deps.now(), origin, {
          action: 'sign_out',
          actorUserId: user.id,
          organisationId: user.organisationId,
          targetType: 'session',
          targetId: session.id,
        });
        await tell(tx, { userId: user.id, sessionId: session.id });
      });
    },

    /** Ends a user's sessions (all, or all but `keepId`), auditing each one. */
    async endAllOfUser(
      tx: Executor,
      user: SessionOwner,
      origin: RequestOrigin,
      keepId?: string,
    ): Promise<number> {
      const now = deps.now();
      const ended = await createSessionsRepository(tx).revokeAllOfUser(user.id, now, keepId);
      for (const id of ended) {
        await recordAudit(tx, now, origin, {
          action: 'session_revoked',
          actorUserId: user.id,
          organisationId: user.organisationId,
          targetType: 'session',
          targetId: id,
        });
      }
      await tell(tx, { userId: user.id });
      return ended.length;
    },

    async revokeOthers(user: SessionOwner, keepId: string, origin: RequestOrigin): Promise<number> {
      return deps.db.transaction((tx) => this.endAllOfUser(tx, user, origin, keepId));
    },

    async listOpen(userId: number): Promise<SessionRow[]> {
      const now = deps.now();
      const rows = await createSessionsRepository(deps.db).listOpen(userId, now);
      return rows.filter((row) => isSessionOpen(row, now));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
