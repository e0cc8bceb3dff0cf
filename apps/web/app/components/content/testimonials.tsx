import type { Testimonial } from '#app/content/copy/types.ts';
import styles from './testimonials.module.css';

/** Customers' words, attributed by role rather than by name. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.attribution}>
          <figure className={styles.card}>
            <blockquote className={styles.quote}>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className={styles.attribution}>{item.attribution}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
