import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '#src/db/client.ts';
import { openidRecords } from '#src/db/schema.ts';

/**
 * The provider's storage (docs/decisions/0090): every model in one table, so codes, sessions and
 * grants made by one server process are found by the next request on another.
 */
export function openidAdapterFactory(db: Database, now: () => Date) {
  return (model: string): Adapter => {
    const notExpired = () =>
      or(isNull(openidRecords.expiresAt), gt(openidRecords.expiresAt, now()));
    const find = async (column: 'id' | 'uid' | 'userCode', value: string) => {
      const [row] = await db
        .select()
        .from(openidRecords)
        .where(and(eq(openidRecords.model, model), eq(openidRecords[column], value), notExpired()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          accountId: payload.accountId ?? null,
          expiresAt: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
        };
        await db
          .insert(openidRecords)
          .values({ model, id, ...values })
          .onConflictDoUpdate({ target: [openidRecords.model, openidRecords.id], set: values });
      },
      find: (id) => find('id', id),
      findByUid: (uid) => find('uid', uid),
      findByUserCode: (userCode) => find('userCode', userCode),
      async consume(id) {
        await db
          .update(openidRecords)
          .set({ consumedAt: now() })
          .where(and(eq(openidRecords.model, model), eq(openidRecords.id, id)));
      },
      async destroy(id) {
        await db
          .delete(openidRecords)
          .where(and(eq(openidRecords.model, model), eq(openidRecords.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db.delete(openidRecords).where(eq(openidRecords.grantId, grantId));
      },
    };
  };
}

/** Drops the records past their expiry (the housekeeping job). */
export async function deleteExpiredOpenidRecords(db: Database, at: Date): Promise<number> {
  const removed = await db
    .delete(openidRecords)
    .where(lte(openidRecords.expiresAt, at))
    .returning({ id: openidRecords.id });
  return removed.length;
}
