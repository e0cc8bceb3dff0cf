import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { type PasskeyCeremony, passkeyChallenges, passkeys } from '#src/db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

export function createPasskeysRepository(db: Executor) {
  return {
    async listFor(userId: number): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },

    async findOwn(userId: number, id: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
      return row;
    },

    /** The new passkey, or undefined when its credential is already registered. */
    async insert(passkey: typeof passkeys.$inferInsert): Promise<PasskeyRow | undefined> {
      const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
      return row;
    },

    async rename(userId: number, id: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: number, id: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    async markUsed(id: string, counter: number, at: Date): Promise<void> {
      await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
    },

    async insertChallenge(challenge: typeof passkeyChallenges.$inferInsert): Promise<void> {
      await db.insert(passkeyChallenges).values(challenge);
    },

    /**
     * Deletes the challenge if it was handed out for this ceremony (and this user, when adding a
     * passkey) and is not past its time: true for the one call that found it so.
     */
    async useChallenge(
      challenge: string,
      ceremony: PasskeyCeremony,
      userId: number | null,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.challenge, challenge),
            eq(passkeyChallenges.ceremony, ceremony),
            userId === null
              ? isNull(passkeyChallenges.userId)
              : eq(passkeyChallenges.userId, userId),
            gt(passkeyChallenges.expiresAt, at),
          ),
        )
        .returning({ challenge: passkeyChallenges.challenge });
      return rows.length > 0;
    },
  };
}
