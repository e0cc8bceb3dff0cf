import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { pendingSignIns, recoveryCodes, twoFactorSecrets } from '#src/db/schema.ts';

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;
export type PendingSignInRow = typeof pendingSignIns.$inferSelect;

export function createTwoFactorRepository(db: Executor) {
  return {
    async findSecret(userId: number): Promise<TwoFactorSecretRow | undefined> {
      const [row] = await db
        .select()
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId));
      return row;
    },

    /** A new, unconfirmed secret in place of any earlier unconfirmed one; false when on. */
    async putUnconfirmedSecret(userId: number, secretCiphertext: string, at: Date) {
      const rows = await db
        .insert(twoFactorSecrets)
        .values({ userId, secretCiphertext, createdAt: at })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secretCiphertext, createdAt: at, lastUsedStep: null },
          setWhere: isNull(twoFactorSecrets.confirmedAt),
        })
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /** A secret that needs no confirming code: one the deployment gave (two-factor-records.ts). */
    async putConfirmedSecret(userId: number, secretCiphertext: string, at: Date): Promise<void> {
      await db
        .insert(twoFactorSecrets)
        .values({ userId, secretCiphertext, createdAt: at, confirmedAt: at });
    },

    /**
     * Records `step` as the last one used, unless it is not later than one already used (or the
     * secret is gone): true when this is the first use of the step.
     */
    async useStep(userId: number, step: number, confirmAt?: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ lastUsedStep: step, ...(confirmAt ? { confirmedAt: confirmAt } : {}) })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            confirmAt
              ? isNull(twoFactorSecrets.confirmedAt)
              : isNotNull(twoFactorSecrets.confirmedAt),
            or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    async deleteAll(userId: number): Promise<void> {
      await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks the code used; true when it was this user's and unused. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    async insertPendingSignIn(pending: typeof pendingSignIns.$inferInsert): Promise<void> {
      await db.insert(pendingSignIns).values(pending);
    },

    /** The pending sign-in, if it is unused and not past its time. */
    async findOpenPendingSignIn(tokenHash: string, at: Date) {
      const [row] = await db
        .select()
        .from(pendingSignIns)
        .where(
          and(
            eq(pendingSignIns.tokenHash, tokenHash),
            isNull(pendingSignIns.usedAt),
            gt(pendingSignIns.expiresAt, at),
          ),
        );
      return row;
    },

    /** Ends it: true for the one call that found it open. */
    async usePendingSignIn(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(pendingSignIns)
        .set({ usedAt: at })
        .where(and(eq(pendingSignIns.id, id), isNull(pendingSignIns.usedAt)))
        .returning({ id: pendingSignIns.id });
      return rows.length > 0;
    },

    /** Counts a wrong code; the new count. */
    async countWrongCode(id: string): Promise<number> {
      const [row] = await db
        .update(pendingSignIns)
        .set({ wrongCodes: sql`${pendingSignIns.wrongCodes} + 1` })
        .where(eq(pendingSignIns.id, id))
        .returning({ wrongCodes: pendingSignIns.wrongCodes });
      return row?.wrongCodes ?? 0;
    },
  };
}
