import type { FastifyBaseLogger } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '#src/db/client.ts';
import type { AccessService } from '#src/modules/access/access-service.ts';
import { accountRecords } from '#src/modules/accounts/account-records.ts';
import { recordAudit } from '#src/modules/audit/audit-log.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import type { SubscriptionsService } from '#src/modules/subscriptions/subscriptions-service.ts';
import { openidAdapterFactory, providerSessionsOf } from './openid-adapter.ts';
import { portalClaims } from './openid-claims.ts';
import type { OpenidClient } from './openid-clients.ts';
import { createOpenidProvider, OPENID_PATH } from './openid-provider.ts';
import type { SigningJwk } from './openid-signing-key.ts';

type BackchannelClient = {
  backchannelLogoutUri?: string;
  backchannelLogout: (sub: string, sid: string) => Promise<void>;
};

/** Which portal session a provider session came from, kept beside the provider's records. */
const PORTAL_LINK = 'PortalLink';

export interface OpenidServiceDeps {
  db: Database;
  now: () => Date;
  publicUrl: string;
  clients: OpenidClient[];
  signingKey: SigningJwk;
  sessionAbsoluteHours: number;
  trustProxy: boolean;
  cookieName: string;
  sessions: SessionsService;
  access: AccessService;
  subscriptions: SubscriptionsService;
  log: FastifyBaseLogger;
}

/**
 * Single sign-on for the firm's apps (docs/decisions/0090): the provider, and the back-channel
 * logout that follows the portal's own sessions as they end.
 */
export function createOpenidService(deps: OpenidServiceDeps) {
  const { db, now, log } = deps;
  const issuer = `${deps.publicUrl}${OPENID_PATH}`;
  const links = openidAdapterFactory(db, now)(PORTAL_LINK);
  // Work begun by the provider's events and by ended sessions, finished before the server closes.
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>, failure: string) => {
    const tracked = work
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  const provider = createOpenidProvider({
    db,
    now,
    issuer,
    clients: deps.clients,
    signingKey: deps.signingKey,
    sessionSeconds: deps.sessionAbsoluteHours * 3600,
    trustProxy: deps.trustProxy,
    claimsOf: (sub) => portalClaims(deps, sub),
    async portalSessionHolds(ctx: KoaContextWithOIDC, accountId: string) {
      const token = ctx.cookies.get(deps.cookieName, { signed: false });
      const user = token ? await deps.sessions.authenticate(token) : undefined;
      if (!user || String(user.account.id) !== accountId) return false;
      const uid = ctx.oidc.session?.uid;
      if (!uid) return false;
      const expiresIn = Math.max(
        1,
        Math.ceil((user.session.expiresAt.getTime() - now().getTime()) / 1000),
      );
      await links.upsert(uid, { uid, portalSessionId: user.session.id }, expiresIn);
      return true;
    },
  });

  // An app's sign-out, once confirmed on the portal's page, is a sign-out of the portal too.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route !== 'end_session_confirm' || !ctx.oidc.params?.logout) return;
    const token = ctx.cookies.get(deps.cookieName, { signed: false });
    const user = token ? await deps.sessions.authenticate(token) : undefined;
    if (user) {
      await deps.sessions.end(user.session, user.account, {
        ip: ctx.ip,
        userAgent: ctx.get('user-agent') || undefined,
      });
    }
  });

  /**
   * Ends a user's provider sessions (only those from one portal session, when named), telling
   * every app signed in through them with a logout token, and revoking what they were granted.
   */
  async function endSignIns(accountId: string, portalSessionId?: string): Promise<void> {
    for (const id of await providerSessionsOf(db, accountId)) {
      const session = await provider.Session.find(id);
      if (!session) continue;
      if (portalSessionId) {
        const link = await links.find(session.uid);
        if (link?.portalSessionId !== portalSessionId) continue;
      }
      for (const [clientId, authorization] of Object.entries(session.authorizations ?? {})) {
        // The backchannelLogout feature adds this method to the provider's clients.
        const client = (await provider.Client.find(clientId)) as BackchannelClient | undefined;
        if (client?.backchannelLogoutUri) {
          await client
            .backchannelLogout(accountId, authorization.sid ?? '')
            .catch((error: unknown) => {
              log.warn({ err: error, clientId }, 'back-channel logout not delivered');
            });
        }
        if (authorization.grantId) {
          await openidAdapterFactory(db, now)('Grant').revokeByGrantId(authorization.grantId);
        }
      }
      await session.destroy();
      await links.destroy(session.uid);
    }
  }

  // The portal's sessions end inside their callers' transactions: the apps are told after.
  deps.sessions.whenEnded((ended) => {
    track(
      new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        endSignIns(String(ended.userId), ended.sessionId),
      ),
      'ending sign-ins at the apps failed',
    );
  });

  // Each sign-in to an app is in the audit trail, from the user's browser.
  provider.on('authorization.success', (ctx: KoaContextWithOIDC) => {
    const accountId = ctx.oidc.session?.accountId;
    const client = ctx.oidc.client;
    if (!accountId || !client) return;
    const origin = { ip: ctx.ip, userAgent: ctx.get('user-agent') || undefined };
    track(
      (async () => {
        const found = await accountRecords(db).findUserById(Number(accountId));
        await recordAudit(db, now(), origin, {
          action: 'app_signed_in',
          actorUserId: Number(accountId),
          organisationId: found?.user.organisationId,
          targetType: 'app',
          targetId: client.clientId,
          after: { app: client.clientName ?? client.clientId },
        });
      })(),
      'recording a sign-in to an app failed',
    );
  });

  return {
    provider,
    issuer,
    clients: deps.clients,
    /** Resolves once the apps have been told of every session ended so far (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all(pending);
    },
  };
}

export type OpenidService = ReturnType<typeof createOpenidService>;
