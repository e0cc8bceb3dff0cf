import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useState } from 'react';
import dialog from '#app/components/dialog/dialog.module.css';
import buttons from '#app/components/ui/button.module.css';
import { usePageShortcut } from '#app/lib/shortcut-keys.ts';
import styles from './back-office.module.css';
import { BACK_OFFICE_SHORTCUTS } from './back-office-shortcuts';

/**
 * The back office's keyboard shortcuts, opened with `?` outside a field or from its button. None
 * takes a key a screen reader needs: they are plain letters and signs outside fields, or Ctrl+K.
 */
export function ShortcutsPanel() {
  const [open, setOpen] = useState(false);
  usePageShortcut(
    useCallback((event: KeyboardEvent) => {
      if (event.key !== '?') return;
      event.preventDefault();
      setOpen(true);
    }, []),
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.siteLink} aria-keyshortcuts="?">
        Keyboard shortcuts
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.backdrop} />
        <Dialog.Content className={dialog.dialog}>
          <Dialog.Title className={dialog.title}>Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className={dialog.message}>
            Outside a field, anywhere in the back office.
          </Dialog.Description>
          <table className={styles.shortcuts}>
            <caption className="visually-hidden">Keyboard shortcuts</caption>
            <thead>
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">What they do</th>
              </tr>
            </thead>
            <tbody>
              {BACK_OFFICE_SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.does}>
                  <td>
                    {shortcut.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 ? ' + ' : null}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </td>
                  <td>
                    {shortcut.does}
                    {shortcut.where ? (
                      <span className={styles.shortcutWhere}> ({shortcut.where})</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={dialog.actions}>
            <Dialog.Close className={buttons.secondary}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
