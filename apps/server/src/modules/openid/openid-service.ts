import type { FastifyBaseLogger } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '#src/db/client.ts';
import type { AccessService } from '#src/modules/access/access-service.ts';
import { accountRecords } from '#src/modules/accounts/account-records.ts';
import { recordAudit } from '#src/modules/audit/audit-log.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import type { SubscriptionsService } from '#src/modules/subscriptions/subscriptions-service.ts';
import { openidAdapterFactory } from './openid-adapter.ts';
import { portalClaims } from './openid-claims.ts';
import type { OpenidClient } from './openid-clients.ts';
import { createLogoutDeliveries, oweLogouts } from './openid-logout-deliveries.ts';
import { createLogoutSender } from './openid-logout-sender.ts';
import { createOpenidProvider, OPENID_PATH } from './openid-provider.ts';
import { endSignInsIn, PORTAL_LINK } from './openid-sign-outs.ts';
import type { SigningKeys } from './openid-signing-key.ts';

type BackchannelClient = {
  backchannelLogoutUri?: string;
  backchannelLogout: (sub: string, sid: string) => Promise<void>;
};

export interface OpenidServiceDeps {
  db: Database;
  now: () => Date;
  publicUrl: string;
  clients: OpenidClient[];
  signingKeys: SigningKeys;
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
 * logout that follows the portal's own sessions as they end, delivered durably (0094).
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
    signingKeys: deps.signingKeys,
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

  const deliveries = createLogoutDeliveries(db);
  const sender = createLogoutSender({
    deliveries,
    now,
    log,
    async send({ clientId, sub, sid }) {
      // The backchannelLogout feature adds this method to the provider's clients.
      const client = (await provider.Client.find(clientId)) as BackchannelClient | undefined;
      if (!client?.backchannelLogoutUri) throw new Error(`${clientId} has no back-channel address`);
      await client.backchannelLogout(sub, sid);
    },
  });
  const backchannelClients = new Set(
    deps.clients.flatMap((client) => (client.backchannelLogoutUri ? [client.clientId] : [])),
  );

  // The apps are owed their logouts in the transaction that ends the portal's sessions, and told
  // at once after it commits; what fails then is sent again by the periodic job.
  deps.sessions.whenEnded(async (tx, ended) => {
    const owed = await endSignInsIn(
      tx,
      { accountId: String(ended.userId), portalSessionId: ended.sessionId, at: now() },
      backchannelClients,
    );
    const ids = await oweLogouts(tx, owed, now());
    if (ids.length === 0) return undefined;
    return () =>
      track(
        sender.sendDue(ids).then(() => undefined),
        'telling the apps of ended sessions failed',
      );
  });

  // The provider itself tells the apps of an app's own sign-out; one it could not tell is owed.
  provider.on(
    'backchannel.error',
    (_ctx: unknown, error: unknown, client: { clientId: string }, sub: string, sid: string) => {
      log.warn({ err: error, clientId: client.clientId }, 'back-channel logout not delivered');
      track(
        oweLogouts(db, [{ clientId: client.clientId, sub, sid }], now()).then(() => undefined),
        'recording an undelivered logout failed',
      );
    },
  );

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
    /** Sends the logouts owed that are due (the periodic job). */
    sendDueLogouts: () => sender.sendDue(),
    /** The logouts still owed (the metrics). */
    logoutBacklog: () => deliveries.backlog(),
    /** Resolves once the apps have been told of every session ended so far (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all(pending);
    },
  };
}

export type OpenidService = ReturnType<typeof createOpenidService>;
