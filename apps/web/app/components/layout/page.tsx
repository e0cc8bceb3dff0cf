import type { ReactNode } from 'react';
import type { ScreenCopy } from '#app/content/screen-copy.ts';
import styles from './page.module.css';

/**
 * The frame of a content page: its one `<h1>`, the lead sentence, then the page's own content in a
 * reading-width column, or across the page's full width (`wide`) for tables and matrices.
 */
export function Page({
  copy,
  wide = false,
  children,
}: {
  copy: ScreenCopy;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1>{copy.heading}</h1>
        <p className={styles.lead}>{copy.summary}</p>
      </div>
      {wide ? children : children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
