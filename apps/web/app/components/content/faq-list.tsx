import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import type { Faq } from '#app/content/copy/types.ts';
import styles from './faq-list.module.css';

/**
 * Questions as `<details>`: they open and close without JavaScript, work with the keyboard and
 * screen readers, and every answer is in the page's HTML for search engines.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq.question} className={styles.item}>
          <summary className={styles.question}>{faq.question}</summary>
          <p className={styles.answer}>
            <ProductNamesWhole text={faq.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
