import { paymentsApi } from '@prakar/shared/api/payments';
import type { PaymentStatus } from '@prakar/shared/payments';
import { type QueryState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiError } from '#app/lib/api-error.ts';
import { apiQueryOptions, invalidateResources } from '#app/lib/api-query.ts';
import { syncStoredCart } from '#app/lib/cart/account-cart.ts';
import { ORDER_CHANGES } from '#app/lib/order-changes.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';

/** How often a pending payment is checked again. */
export const POLL_EVERY_MS = 3_000;
/** After about two minutes the page stops asking: the confirmation e-mail will follow. */
export const POLL_FOR_MS = 120_000;
const MAX_POLLS = POLL_FOR_MS / POLL_EVERY_MS;

/**
 * Whether a pending payment is still worth asking about: every answer and every failed check
 * after the first read counts as a poll.
 */
function stillChecking(state: QueryState<PaymentStatus, ApiError> | undefined): boolean {
  if (state?.data?.state !== 'pending') return false;
  return state.dataUpdateCount + state.errorUpdateCount - 1 < MAX_POLLS;
}

/**
 * A payment's status by its public reference, checked again every few seconds while the gateway
 * has not settled it, until it has or the page gives up (`gaveUp`); leaving the page stops the
 * checks. A check that fails while polling is not worth a message: the last answer stays. Once
 * the payment is settled, the orders, cart, transactions and subscriptions read before are
 * refreshed; a paid order from the cart also brings the local cart (and the header's count) up to
 * date, as paying took its plans out of the cart.
 */
export function usePaymentStatus(reference: string) {
  const client = useQueryClient();
  const query = apiQueryOptions(
    paymentsApi.status,
    { params: { reference } },
    { refetchInterval: ({ state }) => (stillChecking(state) ? POLL_EVERY_MS : false) },
  );
  const status = useQuery(query);
  // The polls so far are counted in the cached query's state, once there is an answer or a failure;
  // reading their times renders this again after each check.
  const state =
    status.dataUpdatedAt || status.errorUpdatedAt
      ? client.getQueryState(query.queryKey)
      : undefined;
  const gaveUp = status.data?.state === 'pending' && !stillChecking(state);
  const settled = status.data?.state === 'paid' || status.data?.state === 'failed';
  const boughtFromCart = status.data?.state === 'paid' && status.data.orderId !== null;
  const userId = useCurrentUser()?.UserId;

  useEffect(() => {
    if (settled) void invalidateResources(client, ORDER_CHANGES);
  }, [client, settled]);
  useEffect(() => {
    if (boughtFromCart && userId !== undefined) {
      syncStoredCart(client, userId).catch(() => {
        // The count catches up at the next visit to the cart; the payment stands either way.
      });
    }
  }, [client, boughtFromCart, userId]);

  return { status, gaveUp };
}
