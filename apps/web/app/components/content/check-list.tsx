import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import styles from './check-list.module.css';

/** A bulleted list with tick marks: who a product is for, what to bring, benefits. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <ProductNamesWhole text={item} />
        </li>
      ))}
    </ul>
  );
}
