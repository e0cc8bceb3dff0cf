import { NavLink } from 'react-router';
import { useStoredCartCount } from '#app/lib/cart/stored-cart-count.ts';
import { CartIcon } from './icons';
import styles from './nav.module.css';

/**
 * The cart on every page, with how many plans it holds: the cart icon everyone knows, a badge
 * with the number, and a name that says it in words ("Cart, 2 plans"). No visible word, so the
 * header bar still fits beside a long user name at 768 px.
 */
export function CartLink() {
  const count = useStoredCartCount();
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'plan' : 'plans'}`;
  return (
    <NavLink to="/add-cart" className={styles.cartLink} aria-label={label}>
      <CartIcon />
      {count > 0 ? (
        <span className={styles.cartCount} data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
