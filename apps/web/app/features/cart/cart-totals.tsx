import { GST_RATE_PERCENT } from '@prakar/shared/gst';
import { formatRupees } from '@prakar/shared/money';
import { Link } from 'react-router';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import buttons from '#app/components/ui/button.module.css';
import styles from './cart.module.css';

/** The price before GST, which depends on the billing state, and the way on to checkout. */
export function CartTotals({
  subtotalPaise,
  blocked,
}: {
  subtotalPaise: number;
  blocked: boolean;
}) {
  return (
    <section aria-labelledby="cart-summary-heading" className={styles.totals}>
      <h2 id="cart-summary-heading" className={styles.heading}>
        Summary
      </h2>
      <dl className={styles.subtotal}>
        <dt>Subtotal before GST</dt>
        <dd>{formatRupees(subtotalPaise)}</dd>
      </dl>
      <p className={styles.note}>
        GST at {GST_RATE_PERCENT}% is added at checkout, once we know your billing state.
      </p>
      {blocked ? (
        <FormMessage tone="error">
          Your cart has a plan we no longer sell. Choose another plan or remove it to check out.
        </FormMessage>
      ) : (
        <div>
          <Link to="/checkout" className={buttons.primary}>
            Continue to checkout
          </Link>
        </div>
      )}
    </section>
  );
}
