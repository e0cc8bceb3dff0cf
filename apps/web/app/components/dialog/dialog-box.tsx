import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import styles from './dialog.module.css';

/**
 * A dialog's box over the dimmed page, inside its `Dialog.Root`: its title, what it is for, then
 * `children`; the field with focus is kept in view above a phone's keyboard. `content` goes to
 * Radix's `Dialog.Content` (its role, where focus starts and returns).
 */
export function DialogBox({
  title,
  description,
  children,
  ...content
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
} & Omit<Dialog.DialogContentProps, 'title'>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.backdrop} />
      <Dialog.Content className={styles.dialog} onFocus={keepFocusInView} {...content}>
        <Dialog.Title className={styles.title}>{title}</Dialog.Title>
        <Dialog.Description className={styles.message}>{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
