import type { SavedViewList } from '@prakar/shared/saved-views';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { savedViews } from '#src/db/schema.ts';

export type SavedViewRow = typeof savedViews.$inferSelect;
type NewSavedView = typeof savedViews.$inferInsert;

export function createSavedViewsRepository(db: Executor) {
  const onList = (userId: number, list: SavedViewList) =>
    and(eq(savedViews.userId, userId), eq(savedViews.list, list));

  return {
    async listOf(userId: number, list: SavedViewList): Promise<SavedViewRow[]> {
      return db
        .select()
        .from(savedViews)
        .where(onList(userId, list))
        .orderBy(asc(savedViews.name), asc(savedViews.id));
    },

    async countOf(userId: number, list: SavedViewList): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedViews).where(onList(userId, list));
      return row?.n ?? 0;
    },

    async insert(view: NewSavedView): Promise<SavedViewRow> {
      const [row] = await db.insert(savedViews).values(view).returning();
      if (!row) throw new Error('Inserting a saved view returned no row.');
      return row;
    },

    /** Deletes the view if it is the user's own; whether there was one. */
    async remove(userId: number, id: string): Promise<boolean> {
      const deleted = await db
        .delete(savedViews)
        .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
        .returning({ id: savedViews.id });
      return deleted.length > 0;
    },
  };
}
