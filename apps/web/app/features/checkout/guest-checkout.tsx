import { Link } from 'react-router';
import { EmptyCart } from '#app/components/commerce/empty-cart.tsx';
import { LoadError } from '#app/components/content/load-error.tsx';
import groups from '#app/components/form-field/field-group.module.css';
import buttons from '#app/components/ui/button.module.css';
import { priceLocally } from '#app/lib/cart/cart-items.ts';
import { useStoredCart } from '#app/lib/cart/cart-store.ts';
import { CATALOGUE_ERROR, useCatalogue } from '#app/lib/cart/use-catalogue.ts';
import { loginPathWithReturn } from '#app/lib/return-url.ts';
import { CartSummary } from './cart-summary';
import styles from './checkout.module.css';

/** Checkout asks an anonymous visitor to sign in first, and brings them back here after. */
const SIGN_IN_TO_CHECK_OUT = loginPathWithReturn('/checkout');

/**
 * An anonymous visitor's cart, and the way to sign in (or sign up) to buy it: an order needs the
 * organisation's billing details. The cart joins their saved one when they sign in.
 */
export function GuestCheckout() {
  const catalogue = useCatalogue();
  const items = useStoredCart();
  // An empty cart needs no prices: shown at once, as the page was pre-rendered.
  if (items.length === 0) return <EmptyCart />;
  if (catalogue.isPending) return <p role="status">Loading your cart…</p>;
  if (catalogue.isError) {
    return <LoadError message={CATALOGUE_ERROR} onRetry={() => void catalogue.refetch()} />;
  }
  const cart = priceLocally(items, catalogue.data.products);
  if (cart.lines.length === 0) return <EmptyCart />;

  return (
    <>
      <CartSummary lines={cart.lines} subtotalPaise={cart.subtotalPaise} />
      <section aria-labelledby="checkout-sign-in-heading" className={groups.group}>
        <h2 id="checkout-sign-in-heading" className={styles.heading}>
          Sign in to buy
        </h2>
        <p>
          Plans are bought for an organisation, so we need its billing details for the GST invoice.
          Your cart comes with you when you sign in.
        </p>
        <div className={styles.actions}>
          <Link to={SIGN_IN_TO_CHECK_OUT} className={buttons.primary}>
            Sign in to check out
          </Link>
          <Link to="/sign-up" className={buttons.secondary}>
            Create an account
          </Link>
        </div>
        <p>
          <Link to="/add-cart">Change your cart</Link>
        </p>
      </section>
    </>
  );
}
