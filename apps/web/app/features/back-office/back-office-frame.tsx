import type { ReactNode } from 'react';
import styles from './back-office.module.css';
import { BackOfficeNav } from './back-office-nav';

/** A back-office screen's content under the back office's navigation. */
export function BackOfficeFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <BackOfficeNav />
      {children}
    </div>
  );
}
