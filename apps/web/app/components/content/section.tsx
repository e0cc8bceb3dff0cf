import type { ReactNode } from 'react';
import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import styles from './section.module.css';

/**
 * A titled block of a content page. Its `id` is the anchor (`#products`, `#plans`) and names the
 * `<h2>`; inside a `SectionStack`, every other section gets the tinted background. A `split`
 * section (running text, a list, questions) sets its heading beside its content on wide screens,
 * so the text keeps its reading measure and the section still spans the page.
 */
export function Section({
  id,
  heading,
  intro,
  split = false,
  children,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  split?: boolean;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={split ? styles.split : styles.inner}>
        <div className={styles.head}>
          <h2 id={headingId}>{heading}</h2>
          {intro ? (
            <p className={styles.intro}>
              <ProductNamesWhole text={intro} />
            </p>
          ) : null}
        </div>
        {split ? <div className={styles.content}>{children}</div> : children}
      </div>
    </section>
  );
}

/** The sections of a page, one after another, with alternating backgrounds. */
export function SectionStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** Paragraphs of running text at a readable measure. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((text) => (
        <p key={text}>
          <ProductNamesWhole text={text} />
        </p>
      ))}
    </div>
  );
}

export { styles as sectionStyles };
