import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  type CreateOrder,
  isOrderOpen,
  type Order,
  type PriceBreakdown,
  type QuoteRequest,
} from '@prakar/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '#src/db/client.ts';
import { HttpError, notFound, serviceUnavailable } from '#src/http-error.ts';
import { hasPermission, organisationScope } from '#src/modules/access/access-rules.ts';
import { NO_REQUEST, type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { newSecretToken } from '#src/modules/sessions/secret-token.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { priceOrder } from './order-pricing.ts';
import { toOrder } from './order-view.ts';
import { createOrdersRepository, type OrderRow } from './orders-repository.ts';

export const ORDER_NOT_FOUND_MESSAGE = 'We could not find that order.';
export const ALREADY_PAID_MESSAGE = 'This order is already paid.';
const CANNOT_CHECK_MESSAGE =
  'We could not check with the payment service whether a payment for this order is under way. Nothing has changed: please try again in a minute.';
/** The expiry job closes at most this many orders a pass; the next pass takes the rest. */
const EXPIRY_BATCH = 100;
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

export interface OrdersDeps {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** An unpaid order from the cart expires this long after it is placed. */
  expiryDays: number;
  /** Asks the gateway about an order's payments and settles any it has taken. */
  reconcile: (order: OrderRow) => Promise<void>;
}

/**
 * Checkout (`Transactions/Order`): the server's prices, one order per checkout, and the life of an
 * unpaid order (cancelled by its buyer, or expired by a job any number of servers may run).
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, now, log } = deps;

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
            // 422, as idempotency keys are specified: the key is known, the request is not its own.
            throw new HttpError(422, ERROR_CODES.keyReused, KEY_REUSED_MESSAGE);
          }
          return { order: await loadOrder(tx, existing), created: false };
        };
        const earlier = await replay();
        if (earlier) return earlier;
        const { lines, breakdown } = await priceOrder(tx, input.items, input.billing.stateCode);
        const { billing } = input;
        // One reading of the clock, so the order is payable for exactly its days.
        const placedAt = now();
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
          createdAt: placedAt,
          expiresAt: new Date(placedAt.getTime() + deps.expiryDays * 86_400_000),
        });
        if (!inserted) {
          // A concurrent twin inserted first; its order is committed and visible now.
          const twin = await replay();
          if (!twin) throw new Error('An idempotency conflict left no order behind.');
          return twin;
        }
        // The cart stays as it is until the order is paid (settling the payment empties it), so
        // a buyer who leaves the payment finds both the cart and the order again.
        await repository.insertLines(inserted.id, lines);
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

    /**
     * The buyer gives up an unpaid order from the cart. The gateway is asked first: a payment it
     * has already taken makes the order paid, and then it cannot be cancelled. Cancelling a
     * closed order again changes nothing.
     */
    async cancel(current: CurrentUser, orderId: string, origin: RequestOrigin): Promise<Order> {
      const row = await findOrderInScope(db, current, orderId);
      if (row.kind !== 'subscription') throw notFound(ORDER_NOT_FOUND_MESSAGE);
      if (row.status === 'paid')
        throw new HttpError(409, ERROR_CODES.conflict, ALREADY_PAID_MESSAGE);
      if (!isOrderOpen(row.status)) return loadOrder(db, row);
      if (row.gatewayOrderId) {
        try {
          await deps.reconcile(row);
        } catch (error) {
          log.warn({ err: error, orderId }, 'could not ask the gateway before cancelling');
          throw serviceUnavailable(CANNOT_CHECK_MESSAGE);
        }
      }
      return db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        const cancelled = await repository.close(orderId, 'cancelled');
        if (!cancelled) {
          const latest = await repository.findById(orderId);
          if (latest?.status === 'paid') {
            throw new HttpError(409, ERROR_CODES.conflict, ALREADY_PAID_MESSAGE);
          }
          if (!latest) throw notFound(ORDER_NOT_FOUND_MESSAGE);
          return loadOrder(tx, latest);
        }
        await recordAudit(tx, now(), origin, {
          action: 'order_cancelled',
          actorUserId: current.account.id,
          organisationId: cancelled.organisationId,
          targetType: 'order',
          targetId: cancelled.id,
          before: { status: row.status },
          after: { status: 'cancelled' },
        });
        return loadOrder(tx, cancelled);
      });
    },

    /**
     * Expires the open orders whose time is up. Each is asked about at the gateway first (a
     * payment found there settles it instead), then closed by a conditional update: when several
     * servers run this at once, each order is expired, and audited, by exactly one of them.
     * Answers how many this pass expired.
     */
    async expireDue(): Promise<number> {
      const at = now();
      const due = await createOrdersRepository(db).dueToExpire(at, EXPIRY_BATCH);
      let expired = 0;
      for (const order of due) {
        if (order.gatewayOrderId) {
          try {
            await deps.reconcile(order);
          } catch (error) {
            // Never expire what might have been paid: the next pass asks again.
            log.warn({ err: error, orderId: order.id }, 'expiry could not reach the gateway');
            continue;
          }
        }
        const closed = await db.transaction(async (tx) => {
          const row = await createOrdersRepository(tx).close(order.id, 'expired', at);
          if (!row) return false;
          await recordAudit(tx, at, NO_REQUEST, {
            action: 'order_expired',
            organisationId: row.organisationId,
            targetType: 'order',
            targetId: row.id,
            before: { status: order.status },
            after: { status: 'expired' },
          });
          return true;
        });
        if (closed) expired += 1;
      }
      return expired;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
