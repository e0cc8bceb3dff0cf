import type { ReactNode } from 'react';
import type { ScreenCopy } from '#app/content/screen-copy.ts';
import styles from './page.module.css';

/**
 * The frame of a content page: its one `<h1>`, the lead sentence, then the page's own content in a
 * reading-width column, or across the page's full width (`wide`) for tables and matrices.
 *
 * `fillsScreen` is for content that only the running page can draw, such as the visitor's cart or
 * payment, shown after a loading line: the page is at least as tall as the screen, so the footer
 * starts below the fold and does not jump when the content, short or long, takes the line's place.
 */
export function Page({
  copy,
  wide = false,
  fillsScreen = false,
  children,
}: {
  copy: ScreenCopy;
  wide?: boolean;
  fillsScreen?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={fillsScreen ? styles.screenTall : styles.page}>
      <div className={styles.intro}>
        <h1>{copy.heading}</h1>
        <p className={styles.lead}>{copy.summary}</p>
      </div>
      {wide ? children : children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
