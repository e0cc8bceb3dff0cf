import { PROFILE_MODAL } from '@prakar/shared/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import styles from '#app/components/dialog/dialog.module.css';
import buttons from '#app/components/ui/button.module.css';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { closeProfileModal, profileModalFocus } from './profile-modal-store';

/** Asks for a complete profile before My Apps, User Management or Transaction History. */
export default function ProfileModal({ open }: { open: boolean }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeProfileModal())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content
          className={styles.dialog}
          onFocus={keepFocusInView}
          onCloseAutoFocus={profileModalFocus.restore}
        >
          <Dialog.Title className={styles.title}>{PROFILE_MODAL.title}</Dialog.Title>
          <Dialog.Description className={styles.message}>
            {PROFILE_MODAL.message}
          </Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close className={buttons.secondary}>Not now</Dialog.Close>
            <Link to="/user-profile" className={buttons.primary} onClick={closeProfileModal}>
              {PROFILE_MODAL.button}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
