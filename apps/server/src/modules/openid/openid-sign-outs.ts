import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { openidRecords } from '#src/db/schema.ts';
import type { OwedLogout } from './openid-logout-deliveries.ts';

/** Which portal session a provider session came from, kept beside the provider's records. */
export const PORTAL_LINK = 'PortalLink';

/** What the provider keeps of a session: the apps signed in through it, each with its grant. */
interface StoredSession {
  uid?: string;
  authorizations?: Record<string, { sid?: string; grantId?: string }>;
}

/**
 * Ends a user's provider sessions (only those from one portal session, when named) with the
 * caller's transaction: their grants and tokens go, and each app with a back-channel address is
 * owed a logout, returned for the caller to write beside them.
 */
export async function endSignInsIn(
  tx: Executor,
  ended: { accountId: string; portalSessionId?: string; at: Date },
  backchannelClients: ReadonlySet<string>,
): Promise<OwedLogout[]> {
  const sessions = await tx
    .select({ id: openidRecords.id, payload: openidRecords.payload })
    .from(openidRecords)
    .where(
      and(
        eq(openidRecords.model, 'Session'),
        eq(openidRecords.accountId, ended.accountId),
        or(isNull(openidRecords.expiresAt), gt(openidRecords.expiresAt, ended.at)),
      ),
    );
  const owed: OwedLogout[] = [];
  for (const { id, payload } of sessions) {
    const session = payload as StoredSession;
    const uid = session.uid ?? '';
    if (ended.portalSessionId && (await portalSessionOf(tx, uid)) !== ended.portalSessionId) {
      continue;
    }
    const authorizations = Object.entries(session.authorizations ?? {});
    for (const [clientId, { sid }] of authorizations) {
      if (backchannelClients.has(clientId))
        owed.push({ clientId, sub: ended.accountId, sid: sid ?? '' });
    }
    const grantIds = authorizations.flatMap(([, { grantId }]) => (grantId ? [grantId] : []));
    if (grantIds.length > 0) {
      await tx.delete(openidRecords).where(inArray(openidRecords.grantId, grantIds));
    }
    await tx
      .delete(openidRecords)
      .where(
        or(
          and(eq(openidRecords.model, 'Session'), eq(openidRecords.id, id)),
          and(eq(openidRecords.model, PORTAL_LINK), eq(openidRecords.id, uid)),
        ),
      );
  }
  return owed;
}

async function portalSessionOf(tx: Executor, uid: string): Promise<string | undefined> {
  const [link] = await tx
    .select({ payload: openidRecords.payload })
    .from(openidRecords)
    .where(and(eq(openidRecords.model, PORTAL_LINK), eq(openidRecords.id, uid)));
  return link?.payload.portalSessionId as string | undefined;
}
