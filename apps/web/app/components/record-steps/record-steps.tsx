import { type ReactNode, useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageShortcut } from '#app/lib/shortcut-keys.ts';
import styles from './record-steps.module.css';

/** A record beside this one on its list: its address and what a screen reader calls it. */
export interface RecordStep {
  path: string;
  name: string;
}

/**
 * `back` (the link to the list) on one side; on the other, the records either side of this one:
 * Previous and Next, by link or by `k` and `j` while no field has the keys. `label` names the
 * landmark, e.g. "Matters in the list".
 */
export function RecordSteps({
  label,
  back,
  previous,
  next,
}: {
  label: string;
  back: ReactNode;
  previous: RecordStep | undefined;
  next: RecordStep | undefined;
}) {
  const navigate = useNavigate();
  const previousPath = previous?.path;
  const nextPath = next?.path;
  usePageShortcut(
    useCallback(
      (event: KeyboardEvent) => {
        const to = event.key === 'j' ? nextPath : event.key === 'k' ? previousPath : undefined;
        if (!to) return;
        event.preventDefault();
        void navigate(to);
      },
      [navigate, nextPath, previousPath],
    ),
  );

  return (
    <nav aria-label={label} className={styles.steps}>
      {back}
      <div className={styles.stepLinks}>
        {previous ? (
          <Link
            to={previous.path}
            rel="prev"
            aria-keyshortcuts="k"
            aria-label={`Previous: ${previous.name}`}
          >
            ← Previous
          </Link>
        ) : (
          <span aria-disabled="true">← Previous</span>
        )}
        {next ? (
          <Link to={next.path} rel="next" aria-keyshortcuts="j" aria-label={`Next: ${next.name}`}>
            Next →
          </Link>
        ) : (
          <span aria-disabled="true">Next →</span>
        )}
        <span className={styles.stepKeys}>
          Keys <kbd>k</kbd> and <kbd>j</kbd>
        </span>
      </div>
    </nav>
  );
}
