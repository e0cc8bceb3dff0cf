import type { ReactNode } from 'react';
import { Brand } from '#app/components/nav/brand.tsx';
import type { ScreenCopy } from '#app/content/screen-copy.ts';
import styles from './auth.module.css';

/**
 * The frame of the account screens (sign-in, sign-up, passwords): these pages hide the site's
 * navigation, so the card carries the firm's mark, which leads home.
 */
export function AuthCard({
  copy,
  lead,
  children,
  footer,
}: {
  copy: ScreenCopy;
  /** Replaces the screen's summary as the lead line (an organisation's own sign-in page). */
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <Brand />
        <div className={styles.intro}>
          <h1 className={styles.heading}>{copy.heading}</h1>
          <p className={styles.lead}>{lead ?? copy.summary}</p>
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
