import type { PaymentStatus } from '@prakar/shared/payments';
import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '#app/lib/api-client.ts';

/** How often a pending payment is checked again. */
export const POLL_EVERY_MS = 3_000;
/** After about two minutes the page stops asking: the confirmation e-mail will follow. */
export const POLL_FOR_MS = 120_000;
const MAX_POLLS = POLL_FOR_MS / POLL_EVERY_MS;

export type PaymentStatusState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `gaveUp`: still pending after the page stopped checking. */
  | { status: 'ready'; payment: PaymentStatus; gaveUp: boolean };

/**
 * A payment's status by its public reference, checked again every few seconds while the gateway
 * has not settled it, until it has or the page gives up; leaving the page stops the checks.
 */
export function usePaymentStatus(reference: string): {
  state: PaymentStatusState;
  retry: () => void;
} {
  const [state, setState] = useState<PaymentStatusState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    const path = `/Transactions/Payment/status/${encodeURIComponent(reference)}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    let shown = false;

    const read = () => {
      apiGet<PaymentStatus>(path, { silent: true, signal: controller.signal }).then(
        (payment) => {
          if (controller.signal.aborted) return;
          shown = true;
          const pending = payment.state === 'pending';
          const gaveUp = pending && polls >= MAX_POLLS;
          setState({ status: 'ready', payment, gaveUp });
          if (pending && !gaveUp) again();
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A check that fails while polling is not worth a message: the next one may answer.
          if (shown && polls < MAX_POLLS) again();
          else if (shown)
            setState((last) => (last.status === 'ready' ? { ...last, gaveUp: true } : last));
          else setState({ status: 'error', error });
        },
      );
    };
    const again = () => {
      polls += 1;
      timer = setTimeout(read, POLL_EVERY_MS);
    };

    setState({ status: 'loading' });
    read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [reference, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
