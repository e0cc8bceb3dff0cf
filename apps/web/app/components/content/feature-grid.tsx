import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import type { Feature } from '#app/content/copy/types.ts';
import styles from './feature-grid.module.css';

/** Cards of a title and a short text: features, values, industries. */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>
            <ProductNamesWhole text={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
