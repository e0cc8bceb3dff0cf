import { Link } from 'react-router';
import { productLinks } from '#app/content/catalogue-links.ts';
import styles from './empty-cart.module.css';

/** An empty cart, with the way to each product's plans. */
export function EmptyCart() {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>Your cart is empty.</p>
      <p>Choose a plan on the page of the product you need:</p>
      <ul className={styles.productLinks}>
        {productLinks.map((product) => (
          <li key={product.code}>
            <Link to={`${product.to}#plans`}>{product.label} plans</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
