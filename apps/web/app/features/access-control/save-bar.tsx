import buttons from '#app/components/ui/button.module.css';
import styles from './access-control.module.css';

export const changesText = (count: number) =>
  count === 0 ? 'No unsaved changes' : `${count} unsaved change${count === 1 ? '' : 's'}`;

/**
 * How many changes wait, with Save and Discard. It sticks to the bottom of the screen while the
 * matrix scrolls past, so saving never means hunting for the button.
 */
export function SaveBar({
  count,
  saving,
  onSave,
  onDiscard,
}: {
  count: number;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const inactive = count === 0 || saving;
  return (
    <div className={count > 0 ? `${styles.saveBar} ${styles.saveBarDirty}` : styles.saveBar}>
      <p aria-live="polite" className={styles.count}>
        {saving ? 'Saving…' : changesText(count)}
      </p>
      <div className={styles.saveActions}>
        <button
          type="button"
          className={buttons.secondary}
          // Not `disabled`: a disabled button drops keyboard focus to the page.
          aria-disabled={inactive || undefined}
          onClick={() => {
            if (!inactive) onDiscard();
          }}
        >
          Discard
        </button>
        <button
          type="button"
          className={buttons.primary}
          aria-disabled={inactive || undefined}
          onClick={() => {
            if (!inactive) onSave();
          }}
        >
          Save changes
        </button>
      </div>
    </div>
  );
}
