import { Link } from 'react-router';
import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import styles from './link-cards.module.css';

export interface LinkCard {
  to: string;
  title: string;
  text: string;
}

/** Cards that each lead to a page; the whole card is the link's target area. */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <h3>
            <Link to={card.to}>{card.title}</Link>
          </h3>
          <p>
            <ProductNamesWhole text={card.text} />
          </p>
          <span className={styles.more} aria-hidden="true">
            Learn more →
          </span>
        </li>
      ))}
    </ul>
  );
}
