import type { ReactNode } from 'react';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import styles from './data-table.module.css';

/**
 * The box a wide table scrolls in, so the page itself never scrolls sideways on a phone. It is
 * named by the table's caption and takes keyboard focus, so it can be scrolled without a mouse.
 * While the next page loads, the last one stays in it, dimmed.
 */
export function TableScroller({
  captionId,
  busy,
  id,
  children,
}: {
  captionId: string;
  busy: boolean;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={busy ? `${styles.scroller} ${styles.busy}` : styles.scroller}
      aria-labelledby={captionId}
      aria-busy={busy || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take keyboard focus to be scrolled without a mouse (WCAG 2.1.1)
      tabIndex={0}
      onFocus={keepFocusInView}
    >
      {children}
    </section>
  );
}
