import { ERROR_CODES } from '@prakar/shared/api-error';
import { type Cart, type CartItem, unknownPlanMessage } from '@prakar/shared/cart';
import type { Database } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { catalogueRecords } from '#src/modules/catalogue/catalogue-records.ts';
import { priceItems, subtotalOf, unknownItems } from '#src/modules/catalogue/price-items.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { createCartRepository } from './cart-repository.ts';

export const CART_NOT_FOUND_MESSAGE = 'We could not find that cart.';

/**
 * The signed-in user's cart (`Transactions/UserCart`). Only plan codes and years are kept; every
 * read prices them from the catalogue as it is, so a price change shows at once and a withdrawn
 * plan is flagged rather than sold.
 */
export function createCartService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function priced(userId: number, items: CartItem[], updatedAt: Date | null): Promise<Cart> {
    const plans = await catalogueRecords(db).findPlans(items.map((item) => item.planCode));
    const lines = priceItems(items, plans);
    return {
      userId,
      lines,
      unavailableItems: unknownItems(items, plans).map(({ planCode, quantity }) => ({
        planCode,
        quantity,
      })),
      subtotalPaise: subtotalOf(lines),
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  }

  /** A line naming no plan is refused, with the line named, rather than dropped without a word. */
  function refuseUnknown(items: readonly CartItem[], unknown: readonly CartItem[]): void {
    const [first] = unknown;
    if (!first) return;
    const fields = Object.fromEntries(
      unknown.map((item) => [
        `items.${items.indexOf(item)}.planCode`,
        unknownPlanMessage(item.planCode),
      ]),
    );
    throw new HttpError(400, ERROR_CODES.validation, unknownPlanMessage(first.planCode), fields);
  }

  /** Anyone else's cart is "not found": nothing tells whether it exists. */
  function assertOwn(current: CurrentUser, userId: number): void {
    if (current.account.id !== userId) throw notFound(CART_NOT_FOUND_MESSAGE);
  }

  return {
    async get(current: CurrentUser, userId: number): Promise<Cart> {
      assertOwn(current, userId);
      const row = await createCartRepository(db).find(userId);
      return priced(userId, row?.items ?? [], row?.updatedAt ?? null);
    },

    /**
     * Replaces the cart, or with `merge` adds the lines to it: the anonymous cart of local
     * storage joining the saved one at sign-in, where the newer choice for a product wins.
     */
    async save(current: CurrentUser, input: { items: CartItem[]; merge: boolean }): Promise<Cart> {
      const userId = current.account.id;
      const repository = createCartRepository(db);
      const stored = input.merge ? ((await repository.find(userId))?.items ?? []) : [];
      const wanted = [...stored, ...input.items];
      const plans = await catalogueRecords(db).findPlans(wanted.map((item) => item.planCode));
      refuseUnknown(input.items, unknownItems(input.items, plans));
      // Kept as priced: one line per product; a kept item whose plan has since gone leaves now.
      const items = priceItems(wanted, plans).map(({ planCode, quantity }) => ({
        planCode,
        quantity,
      }));
      const row = await repository.save(userId, items, now());
      return priced(userId, row.items, row.updatedAt);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
