import { PROFILE_MODAL } from '@prakar/shared/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import styles from '#app/components/dialog/dialog.module.css';
import { DialogBox } from '#app/components/dialog/dialog-box.tsx';
import buttons from '#app/components/ui/button.module.css';
import { closeProfileModal, profileModalFocus } from './profile-modal-store';

/** Asks for a complete profile before My Apps, User Management or Transaction History. */
export default function ProfileModal({ open }: { open: boolean }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeProfileModal())}>
      <DialogBox
        title={PROFILE_MODAL.title}
        description={PROFILE_MODAL.message}
        onCloseAutoFocus={profileModalFocus.restore}
      >
        <div className={styles.actions}>
          <Dialog.Close className={buttons.secondary}>Not now</Dialog.Close>
          <Link to="/user-profile" className={buttons.primary} onClick={closeProfileModal}>
            {PROFILE_MODAL.button}
          </Link>
        </div>
      </DialogBox>
    </Dialog.Root>
  );
}
