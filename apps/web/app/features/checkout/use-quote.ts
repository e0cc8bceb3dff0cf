import type { CartItem } from '@prakar/shared/cart';
import { isCurrentStateCode } from '@prakar/shared/indian-states';
import type { PriceBreakdown, QuoteRequest } from '@prakar/shared/orders';
import { useCallback, useEffect, useState } from 'react';
import { apiPost } from '#app/lib/api-client.ts';

export type QuoteState =
  /** No billing state chosen yet: the tax split depends on it. */
  | { status: 'idle' }
  /** With the last breakdown, if any, to keep on screen (dimmed) until the new one arrives. */
  | { status: 'loading'; last: PriceBreakdown | undefined }
  | { status: 'ready'; breakdown: PriceBreakdown }
  | { status: 'error'; error: unknown };

const lastBreakdown = (state: QuoteState) =>
  state.status === 'ready' ? state.breakdown : state.status === 'loading' ? state.last : undefined;

/**
 * The server's price breakdown for the cart and the billing state, asked again whenever either
 * changes. GST is never worked out in the browser.
 */
export function useQuote(
  items: readonly CartItem[],
  stateCode: string,
): { state: QuoteState; retry: () => void } {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const known = isCurrentStateCode(stateCode);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!known) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((last) => ({ status: 'loading', last: lastBreakdown(last) }));
    const body: QuoteRequest = { items: [...items], stateCode };
    apiPost<PriceBreakdown>('/Transactions/Order/quote', body, {
      silent: true,
      signal: controller.signal,
    }).then(
      (breakdown) => setState({ status: 'ready', breakdown }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [items, stateCode, known, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
