import type { StaffOpening } from '@prakar/shared/careers-admin';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styles from '#app/components/dialog/dialog.module.css';
import { notify } from '#app/components/toasts/notify.ts';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { OpeningForm } from './opening-form';

/**
 * "New opening", or a row's "Edit" (`opening`), and the form in a dialog; it starts from the
 * opening as it is each time it opens.
 */
export function OpeningDialog({
  opening,
  triggerClassName,
}: {
  opening?: StaffOpening;
  triggerClassName: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const saved = (result: StaffOpening) => {
    setOpen(false);
    notify.success(
      opening
        ? `${result.title}: saved. The careers page shows the change.`
        : `${result.title}: posted. The careers page lists it now.`,
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName}>
        {opening ? (
          <>
            Edit<span className="visually-hidden"> {opening.title}</span>
          </>
        ) : (
          'New opening'
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.dialog} onFocus={keepFocusInView}>
          <Dialog.Title className={styles.title}>
            {opening ? `Edit ${opening.title}` : 'New opening'}
          </Dialog.Title>
          <Dialog.Description className={styles.message}>
            {opening
              ? 'The careers page shows the change as soon as it is saved.'
              : 'Posted today, it takes applications for 90 days unless you close it sooner.'}
          </Dialog.Description>
          <OpeningForm opening={opening} onSaved={saved} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
