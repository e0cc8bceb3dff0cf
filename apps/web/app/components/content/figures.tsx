import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import styles from './figures.module.css';

/** Headline numbers ("18,000+ TDS returns filed"), each value above its label. */
export function Figures({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt className={styles.label}>
            <ProductNamesWhole text={item.label} />
          </dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
