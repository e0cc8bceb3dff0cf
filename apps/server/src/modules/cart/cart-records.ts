import type { Executor } from '#src/db/client.ts';
import { createCartRepository } from './cart-repository.ts';

/** Empties the user's cart, in the transaction of the order it became. */
export async function emptyCart(db: Executor, userId: number, at: Date): Promise<void> {
  await createCartRepository(db).save(userId, [], at);
}
