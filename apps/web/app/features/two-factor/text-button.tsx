import type { ReactNode } from 'react';
import styles from './two-factor.module.css';

/** Another way to go on (a recovery code, a passkey, starting again): a link in look, a button in kind. */
export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.textButton} onClick={onClick}>
      {children}
    </button>
  );
}
