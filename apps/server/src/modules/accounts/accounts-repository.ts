import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { type EmailTokenPurpose, emailTokens, organisations, users } from '#src/db/schema.ts';
import { hashSecretToken, newSecretToken } from '#src/modules/sessions/secret-token.ts';

export type UserRow = typeof users.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export function createAccountsRepository(db: Executor) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ user: users, organisation: organisations })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findUserById(id: number) {
      const [row] = await db
        .select({ user: users, organisation: organisations })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async findOrganisationByCorporateName(corporateName: string) {
      const [row] = await db
        .select()
        .from(organisations)
        .where(eq(organisations.corporateName, corporateName))
        .limit(1);
      return row;
    },

    /**
     * A new organisation under the first free corporate name of `base`, `base-2`, `base-3`…
     * Inserting is the check: a name taken meanwhile by a concurrent sign-up moves this one on to
     * the next, where looking first would let both take the same name.
     */
    async insertOrganisationNamedAfter(
      base: string,
      values: Omit<typeof organisations.$inferInsert, 'corporateName'>,
    ): Promise<OrganisationRow> {
      for (let suffix = 1; ; suffix += 1) {
        const corporateName = suffix === 1 ? base : `${base}-${suffix}`;
        const [row] = await db
          .insert(organisations)
          .values({ ...values, corporateName })
          .onConflictDoNothing({ target: organisations.corporateName })
          .returning();
        if (row) return row;
      }
    },

    async deleteOrganisation(id: string): Promise<void> {
      await db.delete(organisations).where(eq(organisations.id, id));
    },

    /** The firm's own organisation, where its staff belong (the first, should there be more). */
    async findFirm() {
      const [row] = await db
        .select()
        .from(organisations)
        .where(eq(organisations.isFirm, true))
        .orderBy(asc(organisations.createdAt))
        .limit(1);
      return row;
    },

    async insertOrganisation(values: typeof organisations.$inferInsert): Promise<OrganisationRow> {
      const [row] = await db.insert(organisations).values(values).returning();
      if (!row) throw new Error('Inserting an organisation returned no row.');
      return row;
    },

    /**
     * The new user, or undefined when the address already has an account, including one a
     * concurrent request has just created: inserting is the check, so two never both pass it.
     */
    async insertUserIfNew(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('Inserting a user returned no row.');
      return row;
    },

    async updateUser(id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    async updateOrganisation(
      id: string,
      values: Partial<typeof organisations.$inferInsert>,
    ): Promise<void> {
      await db.update(organisations).set(values).where(eq(organisations.id, id));
    },

    /**
     * A new single-use code for an e-mailed link: older unused ones of the same purpose stop
     * working, and only the code's hash is stored. Returns the code for the link.
     */
    async issueEmailToken(
      userId: number,
      purpose: EmailTokenPurpose,
      ttlMs: number,
      at: Date,
    ): Promise<string> {
      const token = newSecretToken();
      await this.retireEmailTokens(userId, purpose, at);
      await db.insert(emailTokens).values({
        userId,
        purpose,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(at.getTime() + ttlMs),
        createdAt: at,
      });
      return token;
    },

    async findEmailToken(tokenHash: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
        .limit(1);
      return row;
    },

    /** Marks the token used unless it already was; false means another request won the race. */
    async useEmailToken(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
        .returning({ id: emailTokens.id });
      return rows.length === 1;
    },

    /** A new link makes the older unused ones of the same purpose worthless. */
    async retireEmailTokens(userId: number, purpose: EmailTokenPurpose, at: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        );
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
