import { INVITATION_DAYS } from '@prakar/shared/users';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styles from '#app/components/dialog/dialog.module.css';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { InviteForm } from './invite-form';

/**
 * "Invite user" and its dialog: an e-mail address and a role (and for platform administrators,
 * the organisation, starting from the one the list is filtered to). The form starts afresh each
 * time the dialog opens; the list shows the invitation once it has been read again.
 */
export function InviteDialog({
  chooseOrganisation,
  organisationId,
}: {
  chooseOrganisation: boolean;
  organisationId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttons.primary}>Invite user</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.dialog} onFocus={keepFocusInView}>
          <Dialog.Title className={styles.title}>Invite a user</Dialog.Title>
          <Dialog.Description className={styles.message}>
            We e-mail them a link to join. It works once, for {INVITATION_DAYS} days.
          </Dialog.Description>
          <InviteForm
            chooseOrganisation={chooseOrganisation}
            organisationId={organisationId}
            onInvited={(user) => {
              setOpen(false);
              notify.success(`Invitation sent to ${user.email}`);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
