import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/**
 * The top of a content page: the page's one `<h1>`, what the page is about and the first actions.
 * The home page uses the dark variant.
 */
export function PageHero({
  eyebrow,
  heading,
  lead,
  intro,
  tone = 'light',
  note,
  children,
}: {
  eyebrow?: string;
  heading: string;
  /** A short line under the heading (a product's tagline). */
  lead?: string;
  intro?: ReactNode;
  tone?: 'light' | 'dark';
  /** A small line under the actions (how pricing works). */
  note?: string;
  /** Calls to action. */
  children?: ReactNode;
}) {
  return (
    <div className={tone === 'dark' ? styles.dark : styles.light}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1>{heading}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
    </div>
  );
}

export { styles as heroStyles };
