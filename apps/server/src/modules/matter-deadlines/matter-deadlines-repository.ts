import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { matterDeadlineRules } from '#src/db/schema.ts';

export type DeadlineRuleRow = typeof matterDeadlineRules.$inferSelect;
export type DeadlineRuleChange = Pick<
  DeadlineRuleRow,
  'section' | 'firstYear' | 'lastYear' | 'periodUnit' | 'periodCount' | 'updatedAt'
>;

export function createMatterDeadlinesRepository(db: Executor) {
  return {
    async all(): Promise<DeadlineRuleRow[]> {
      return db
        .select()
        .from(matterDeadlineRules)
        .orderBy(asc(matterDeadlineRules.kind), asc(matterDeadlineRules.act));
    },

    async lock(id: string): Promise<DeadlineRuleRow | undefined> {
      const [row] = await db
        .select()
        .from(matterDeadlineRules)
        .where(eq(matterDeadlineRules.id, id))
        .for('update');
      return row;
    },

    async update(id: string, change: DeadlineRuleChange): Promise<DeadlineRuleRow> {
      const [row] = await db
        .update(matterDeadlineRules)
        .set(change)
        .where(eq(matterDeadlineRules.id, id))
        .returning();
      if (!row) throw new Error('Updating a deadline rule returned no row.');
      return row;
    },
  };
}
