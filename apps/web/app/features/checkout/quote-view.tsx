import { LoadError } from '#app/components/content/load-error.tsx';
import styles from './checkout.module.css';
import { PriceBreakdownTable } from './price-breakdown';
import type { QuoteState } from './use-quote';

/** The price of the order for the chosen billing state, as the server quotes it. */
export function QuoteView({ state, retry }: { state: QuoteState; retry: () => void }) {
  switch (state.status) {
    case 'idle':
      return <p className={styles.note}>Choose the billing state to see the GST and the total.</p>;
    case 'error':
      return <LoadError message="We could not work out the price." onRetry={retry} />;
    case 'loading':
      return state.last ? (
        <PriceBreakdownTable breakdown={state.last} id="checkout-price" caption="Price" busy />
      ) : (
        <p role="status">Working out the GST and the total…</p>
      );
    case 'ready':
      return (
        <PriceBreakdownTable breakdown={state.breakdown} id="checkout-price" caption="Price" />
      );
  }
}
