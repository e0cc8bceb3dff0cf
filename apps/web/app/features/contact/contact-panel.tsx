import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import {
  closeContactPanel,
  contactPanelFocus,
} from '#app/components/contact-panel/contact-panel-store.ts';
import styles from '#app/components/dialog/side-panel.module.css';
import { CloseIcon } from '#app/components/nav/icons.tsx';
import { requestToaster } from '#app/components/toasts/toaster-state.ts';
import { ContactForm } from './contact-form';

/** The contact side panel: a dialog that slides in from the right (full width on phones). */
export default function ContactPanel({ open, subject }: { open: boolean; subject: string }) {
  // A sent message ends in a toast: have the toaster ready by then.
  useEffect(() => {
    void requestToaster();
  }, []);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeContactPanel())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        {/* Escape, the close button and a sent message all end here: back to the opener. */}
        <Dialog.Content className={styles.sheet} onCloseAutoFocus={contactPanelFocus.restore}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>Contact us</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>
            Tell us what you need and our team will reply within one working day. Fields marked with
            an asterisk (*) are required.
          </Dialog.Description>
          <ContactForm defaultSubject={subject} onSent={closeContactPanel} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
