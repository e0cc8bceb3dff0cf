import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { keepFocusInView } from '../../lib/keep-focus-in-view';
import buttons from '../ui/button.module.css';
import styles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';

/**
 * Asks before a step that cannot simply be taken back. An alert dialog whose focus starts on the
 * safe choice, so a hurried Enter cancels; a click outside does nothing, Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the step runs, neither button acts. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes afterwards, when not back to what had it as the dialog opened. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content
          role="alertdialog"
          className={styles.dialog}
          onFocus={keepFocusInView}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus ?? returnFocus}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.message}>{message}</Dialog.Description>
          <div className={styles.actions}>
            <button
              ref={cancel}
              type="button"
              className={buttons.secondary}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onCancel();
              }}
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              className={buttons.primary}
              // Not `disabled`: a disabled button drops keyboard focus to the page.
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onConfirm();
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
