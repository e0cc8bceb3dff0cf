import { ordersApi } from '@prakar/shared/api/orders';
import type { CartItem } from '@prakar/shared/cart';
import { isCurrentStateCode } from '@prakar/shared/indian-states';
import { useApiQuery } from '#app/lib/api-query.ts';

/**
 * The server's price breakdown for the cart and the billing state, asked again whenever either
 * changes, keeping the last breakdown on screen (dimmed) until the new one arrives. Nothing is
 * asked until a current state is chosen: the tax split depends on it. GST is never worked out in
 * the browser.
 */
export function useQuote(items: readonly CartItem[], stateCode: string) {
  const known = isCurrentStateCode(stateCode);
  const quote = useApiQuery(
    ordersApi.quote,
    { body: { items: [...items], stateCode } },
    { enabled: known, keepPrevious: true },
  );
  return { known, quote };
}

export type Quote = ReturnType<typeof useQuote>;
