import type { CartItem } from '@prakar/shared/cart';
import { eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { carts } from '#src/db/schema.ts';

export function createCartRepository(db: Executor) {
  return {
    async find(userId: number) {
      const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
      return row;
    },

    async save(userId: number, items: CartItem[], at: Date) {
      const [row] = await db
        .insert(carts)
        .values({ userId, items, updatedAt: at })
        .onConflictDoUpdate({ target: carts.userId, set: { items, updatedAt: at } })
        .returning();
      if (!row) throw new Error('Saving a cart returned no row.');
      return row;
    },
  };
}
