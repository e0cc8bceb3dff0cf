import type { Executor } from '#src/db/client.ts';
import { createCartRepository } from './cart-repository.ts';

/**
 * Takes the plans an order bought out of its buyer's cart, in the transaction that makes the order
 * paid. Lines changed since the order was placed (another plan of the product) stay.
 */
export async function removeBoughtPlans(
  db: Executor,
  userId: number,
  planCodes: readonly string[],
  at: Date,
): Promise<void> {
  const repository = createCartRepository(db);
  const cart = await repository.find(userId);
  if (!cart) return;
  const left = cart.items.filter((item) => !planCodes.includes(item.planCode));
  if (left.length !== cart.items.length) await repository.save(userId, left, at);
}
