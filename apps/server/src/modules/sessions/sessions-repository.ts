import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { sessions } from '#src/db/schema.ts';
import { credentialByTokenHash } from '#src/modules/access/access-records.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

const sessionByTokenHash = credentialByTokenHash(sessions, 'session_by_token_hash');

export function createSessionsRepository(db: Executor) {
  return {
    async insert(session: NewSession): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('Inserting a session returned no row.');
      return row;
    },

    /** The session with its user, organisation and access overrides, revoked or not. */
    async findByTokenHash(tokenHash: string) {
      const [row] = await sessionByTokenHash(db).execute({ tokenHash });
      return row;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    async revoke(id: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Ends every open session of a user, except `keepId` when given; returns the ended ids. */
    async revokeAllOfUser(userId: number, at: Date, keepId?: string): Promise<string[]> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepId) conditions.push(ne(sessions.id, keepId));
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /** Not revoked and not past the absolute end; idle ones are filtered by the caller's clock. */
    async listOpen(userId: number, at: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)),
        )
        .orderBy(desc(sessions.lastSeenAt));
    },
  };
}
