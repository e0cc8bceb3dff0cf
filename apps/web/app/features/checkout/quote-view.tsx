import { PriceBreakdownTable } from '#app/components/commerce/price-breakdown.tsx';
import { LoadError } from '#app/components/content/load-error.tsx';
import styles from './checkout.module.css';
import type { Quote } from './use-quote';

/** The price of the order for the chosen billing state, as the server quotes it. */
export function QuoteView({ known, quote }: Quote) {
  if (!known) {
    return <p className={styles.note}>Choose the billing state to see the GST and the total.</p>;
  }
  if (quote.isError) {
    return (
      <LoadError message="We could not work out the price." onRetry={() => void quote.refetch()} />
    );
  }
  if (!quote.data) return <p role="status">Working out the GST and the total…</p>;
  return (
    <PriceBreakdownTable
      breakdown={quote.data}
      id="checkout-price"
      caption="Price"
      busy={quote.isPlaceholderData}
    />
  );
}
