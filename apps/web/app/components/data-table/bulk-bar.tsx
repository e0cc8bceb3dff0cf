import { type ReactNode, useEffect, useRef } from 'react';
import buttons from '#app/components/ui/button.module.css';
import styles from './bulk-bar.module.css';

/** A choice in a bulk bar (`children`, a select) and the button that asks to apply it. */
export function BulkChoice({
  label,
  button,
  onAsk,
  children,
}: {
  /** The form's name: "Change the status". */
  label: string;
  /** The button's words, ending in "…" since it asks first: "Change status…". */
  button: string;
  onAsk: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onAsk();
      }}
    >
      {children}
      <button type="submit" className={buttons.secondary}>
        {button}
      </button>
    </form>
  );
}

/**
 * Where focus goes when the bar closes with it inside (a change applied, the choice let go): the
 * list's "choose every row" box, which stays, rather than the top of the page.
 */
function useFocusKeptOnClose() {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const list = bar.current?.parentElement;
    return () => {
      // After the commit that removed the bar, when focus has fallen to the page itself.
      queueMicrotask(() => {
        const focused = document.activeElement;
        if (focused && focused !== document.body) return;
        list?.querySelector<HTMLElement>('thead input[type="checkbox"]')?.focus();
      });
    };
  }, []);
  return bar;
}

/**
 * What staff can do to the rows they ticked, all at once: says how many are chosen, holds the
 * list's own actions, and ends with letting go of the choice.
 */
export function BulkBar({
  label,
  chosen,
  onClear,
  children,
}: {
  /** The bar's name as a region: "Change the chosen messages". */
  label: string;
  /** How many are chosen, counted: "3 messages". */
  chosen: string;
  onClear: () => void;
  children: ReactNode;
}) {
  const bar = useFocusKeptOnClose();
  return (
    <section ref={bar} aria-label={label} className={styles.bar}>
      <p className={styles.count}>{chosen} chosen</p>
      {children}
      <button type="button" className={buttons.secondary} onClick={onClear}>
        Clear the choice
      </button>
    </section>
  );
}
