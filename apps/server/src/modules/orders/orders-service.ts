import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@prakar/shared/api-error';
import type { CreateOrder, Order, PriceBreakdown, QuoteRequest } from '@prakar/shared/orders';
import type { Database, Executor } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { hasPermission } from '#src/modules/access/access-rules.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { emptyCart } from '#src/modules/cart/cart-records.ts';
import { newSecretToken } from '#src/modules/sessions/secret-token.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { organisationScope } from '#src/plugins/authentication.ts';
import { priceOrder } from './order-pricing.ts';
import { toOrder } from './order-view.ts';
import { createOrdersRepository, type OrderRow } from './orders-repository.ts';

export const ORDER_NOT_FOUND_MESSAGE = 'We could not find that order.';
export const KEY_REUSED_MESSAGE =
  'This checkout was already used for a different order. Please reload the page and try again.';

/** What a retry must repeat exactly to be the same order: the items and the billing. */
function requestHash(input: CreateOrder): string {
  return createHash('sha256')
    .update(JSON.stringify({ items: input.items, billing: input.billing }))
    .digest('hex');
}

/** An order with its lines and invoice, as the API shows it. */
export async function loadOrder(db: Executor, row: OrderRow): Promise<Order> {
  const repository = createOrdersRepository(db);
  const [lines, invoice] = await Promise.all([
    repository.linesOf(row.id),
    repository.invoiceOf(row.id),
  ]);
  return toOrder(row, lines, invoice);
}

/**
 * An order of the caller's organisation (any, for platform administrators); anything else is
 * "not found", so an order id from another organisation tells nothing.
 */
export async function findOrderInScope(
  db: Executor,
  current: CurrentUser,
  orderId: string,
): Promise<OrderRow> {
  const row = await createOrdersRepository(db).findById(orderId);
  const scope = organisationScope(current, undefined);
  if (!row || (scope !== undefined && row.organisationId !== scope)) {
    throw notFound(ORDER_NOT_FOUND_MESSAGE);
  }
  return row;
}

/** Checkout (`Transactions/Order`): the server's prices, and one order per checkout. */
export function createOrdersService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  return {
    async quote(input: QuoteRequest): Promise<PriceBreakdown> {
      return (await priceOrder(db, input.items, input.stateCode)).breakdown;
    },

    /**
     * Makes the order, or finds the one this checkout already made: the insert does nothing when
     * the caller's idempotency key is taken, and a concurrent twin waits on the unique index until
     * the first commits, then reads its order. `created` says which.
     */
    async create(
      current: CurrentUser,
      input: CreateOrder,
      origin: RequestOrigin,
    ): Promise<{ order: Order; created: boolean }> {
      const hash = requestHash(input);
      const userId = current.account.id;
      return db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        /** A retry answers with the order its key made, even if a price has changed since. */
        const replay = async () => {
          const existing = await repository.findByIdempotencyKey(userId, input.idempotencyKey);
          if (!existing) return undefined;
          if (existing.requestHash !== hash) {
            throw new HttpError(409, ERROR_CODES.conflict, KEY_REUSED_MESSAGE);
          }
          return { order: await loadOrder(tx, existing), created: false };
        };
        const earlier = await replay();
        if (earlier) return earlier;
        const { lines, breakdown } = await priceOrder(tx, input.items, input.billing.stateCode);
        const { billing } = input;
        const inserted = await repository.insert({
          reference: newSecretToken(),
          kind: 'subscription',
          organisationId: current.account.organisationId,
          createdByUserId: userId,
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          buyerName: billing.legalName,
          buyerEmail: current.account.email,
          buyerGstin: billing.gstin ?? null,
          buyerPan: billing.pan,
          buyerAddress: {
            line1: billing.addressLine1,
            line2: billing.addressLine2,
            city: billing.city,
            pinCode: billing.pinCode,
          },
          buyerStateCode: billing.stateCode,
          subtotalPaise: breakdown.subtotalPaise,
          cgstPaise: breakdown.cgstPaise,
          sgstPaise: breakdown.sgstPaise,
          igstPaise: breakdown.igstPaise,
          totalPaise: breakdown.totalPaise,
          createdAt: now(),
        });
        if (!inserted) {
          // A concurrent twin inserted first; its order is committed and visible now.
          const twin = await replay();
          if (!twin) throw new Error('An idempotency conflict left no order behind.');
          return twin;
        }
        await repository.insertLines(inserted.id, lines);
        // The cart became this order: emptied with it, so it cannot be bought twice by mistake.
        await emptyCart(tx, userId, now());
        await recordAudit(tx, now(), origin, {
          action: 'order_placed',
          actorUserId: userId,
          organisationId: inserted.organisationId,
          targetType: 'order',
          targetId: inserted.id,
          after: { totalPaise: inserted.totalPaise },
        });
        return { order: await loadOrder(tx, inserted), created: true };
      });
    },

    /** For the pay-now page and the history: buyers and those who see transactions. */
    async get(current: CurrentUser, orderId: string): Promise<Order> {
      if (
        !hasPermission(current, 'purchase:org') &&
        !hasPermission(current, 'view:transactions:org')
      ) {
        throw notFound(ORDER_NOT_FOUND_MESSAGE);
      }
      return loadOrder(db, await findOrderInScope(db, current, orderId));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
