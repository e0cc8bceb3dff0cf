import { ChevronDown } from 'lucide';
import { type ReactNode, useId, useState } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import styles from './data-table.module.css';

/**
 * On a phone, what a list holds above its rows (its filters) folds behind one button that says
 * how many are in use, so the rows start on the first screen. Wider, the button is not shown and
 * the content always is (data-table.module.css). `revealed` opens it, for a message inside.
 */
export function PhoneFold({
  label,
  inUse,
  revealed = false,
  children,
}: {
  label: string;
  inUse: number;
  revealed?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(revealed);
  // Opened when a message appears inside (React's "adjusting state on a prop change"), and
  // still closable after.
  const [wasRevealed, setWasRevealed] = useState(revealed);
  if (revealed !== wasRevealed) {
    setWasRevealed(revealed);
    if (revealed) setOpen(true);
  }
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={styles.foldButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        data-print="hide"
      >
        {inUse > 0 ? `${label} (${inUse} in use)` : label}
        <Icon node={ChevronDown} size={18} />
      </button>
      <div id={id} className={open ? undefined : styles.foldedOnPhone}>
        {children}
      </div>
    </>
  );
}
