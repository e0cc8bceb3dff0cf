import type { ReactNode } from 'react';
import type { ScreenCopy } from '#app/content/screen-copy.ts';
import styles from './back-office.module.css';

/** A back-office screen: its title and one line on what it is for, then its content. */
export function BackOfficeScreen({ copy, children }: { copy: ScreenCopy; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <div className={styles.screenHead}>
        <h1>{copy.heading}</h1>
        <p className={styles.screenSummary}>{copy.summary}</p>
      </div>
      {children}
    </div>
  );
}
