import { INVITATION_DAYS } from '@prakar/shared/users';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DialogBox } from '#app/components/dialog/dialog-box.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
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
      <DialogBox
        title="Invite a user"
        description={`We e-mail them a link to join. It works once, for ${INVITATION_DAYS} days.`}
      >
        <InviteForm
          chooseOrganisation={chooseOrganisation}
          organisationId={organisationId}
          onInvited={(user) => {
            setOpen(false);
            notify.success(`Invitation sent to ${user.email}`);
          }}
        />
      </DialogBox>
    </Dialog.Root>
  );
}
