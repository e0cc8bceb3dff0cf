import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { personalAccessTokens, users } from '#src/db/schema.ts';
import { credentialByTokenHash } from '#src/modules/access/access-records.ts';

export type AccessTokenRow = typeof personalAccessTokens.$inferSelect;
type NewAccessToken = typeof personalAccessTokens.$inferInsert;

const accessTokenByTokenHash = credentialByTokenHash(
  personalAccessTokens,
  'access_token_by_token_hash',
);

export function createAccessTokensRepository(db: Executor) {
  const ownedBy = (userId: number) =>
    and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt));

  return {
    async insert(token: NewAccessToken): Promise<AccessTokenRow> {
      const [row] = await db.insert(personalAccessTokens).values(token).returning();
      if (!row) throw new Error('Inserting an access token returned no row.');
      return row;
    },

    /** The token with its user, organisation and access overrides, revoked or not. */
    async findByTokenHash(tokenHash: string) {
      const [row] = await accessTokenByTokenHash(db).execute({ tokenHash });
      return row;
    },

    async touch(id: string, at: Date, ip: string | null): Promise<void> {
      await db
        .update(personalAccessTokens)
        .set({ lastUsedAt: at, lastUsedIp: ip })
        .where(eq(personalAccessTokens.id, id));
    },

    /** A user's tokens that are not revoked, expired ones included, newest first. */
    async listOfUser(userId: number): Promise<AccessTokenRow[]> {
      return db
        .select()
        .from(personalAccessTokens)
        .where(ownedBy(userId))
        .orderBy(desc(personalAccessTokens.createdAt));
    },

    /**
     * Holds the user's row until the transaction ends, so that two tokens asked for at once are
     * counted one after the other and the limit holds.
     */
    async lockOwner(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async countLive(userId: number, at: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(personalAccessTokens)
        .where(and(ownedBy(userId), gt(personalAccessTokens.expiresAt, at)));
      return row?.value ?? 0;
    },

    /** Revokes one of the user's own tokens; undefined when they hold no such live token. */
    async revoke(userId: number, id: string, at: Date): Promise<AccessTokenRow | undefined> {
      const [row] = await db
        .update(personalAccessTokens)
        .set({ revokedAt: at })
        .where(and(ownedBy(userId), eq(personalAccessTokens.id, id)))
        .returning();
      return row;
    },
  };
}
