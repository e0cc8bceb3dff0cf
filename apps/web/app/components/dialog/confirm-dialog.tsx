import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import buttons from '#app/components/ui/button.module.css';
import { type FocusReturn, useFocusReturn } from '#app/lib/focus-return.ts';
import styles from './dialog.module.css';
import { DialogBox } from './dialog-box';

/**
 * Asks before a step that cannot simply be taken back. An alert dialog whose focus starts on the
 * safe choice, so a hurried Enter cancels; a click outside does nothing, Escape cancels. It has no
 * trigger of its own, so it notes what had focus when it opened and gives focus back there.
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
  focusReturn,
  children,
}: {
  open: boolean;
  title: string;
  message: string;
  /** What the step will do, shown in full under the message (the e-mail about to be sent). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the step runs, neither button acts. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Where focus goes afterwards, when the caller knows better than what had focus as it opened
   * (a row's menu button, rather than the menu item that has gone); the caller remembers it.
   */
  focusReturn?: FocusReturn;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const ownFocusReturn = useFocusReturn();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <DialogBox
        title={title}
        description={message}
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          if (!focusReturn) ownFocusReturn.remember();
          event.preventDefault();
          cancel.current?.focus();
        }}
        onCloseAutoFocus={(focusReturn ?? ownFocusReturn).restore}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        {children}
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
      </DialogBox>
    </Dialog.Root>
  );
}
