import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import type { CustomerStory } from '#app/content/copy/types.ts';
import styles from './customer-stories.module.css';

/** Customers in their own words, by name, role and company, each with the result they measured. */
export function CustomerStories({ items }: { items: readonly CustomerStory[] }) {
  return (
    <ul className={styles.list}>
      {items.map((story) => (
        <li key={story.name} data-testid="customer-story">
          <figure className={styles.card}>
            <p className={styles.result}>{story.result}</p>
            <blockquote className={styles.quote}>
              <p>
                <ProductNamesWhole text={story.quote} />
              </p>
            </blockquote>
            <figcaption className={styles.attribution}>
              <span className={styles.name}>{story.name}</span>
              <span>
                {story.role}, {story.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
