import type { ReactNode } from 'react';
import styles from './form-message.module.css';

/**
 * A message about a whole form: what went wrong (announced at once, as an alert) or what happened
 * (announced politely, as a status). Field-level messages sit next to their fields instead.
 */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles[tone]}>
      {children}
    </div>
  );
}
