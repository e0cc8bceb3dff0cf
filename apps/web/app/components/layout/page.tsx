import type { ReactNode } from 'react';
import type { PageCopy } from '../../content/page-copy';
import styles from './page.module.css';

/** The frame of a content page: its one `<h1>`, the lead sentence, then the page's own content. */
export function Page({ copy, children }: { copy: PageCopy; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1>{copy.heading}</h1>
        <p className={styles.lead}>{copy.summary}</p>
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}

export function Highlights({ items }: { items: readonly string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <ul className={styles.highlights}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export { styles as pageStyles };
