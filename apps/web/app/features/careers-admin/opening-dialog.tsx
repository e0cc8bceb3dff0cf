import type { StaffOpening } from '@prakar/shared/careers-admin';
import { formatIndianDate } from '@prakar/shared/dates';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styles from '#app/components/dialog/dialog.module.css';
import { notify } from '#app/components/toasts/notify.ts';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { OpeningForm } from './opening-form';

/** When a new opening stops taking applications, as the server's clock has it today. */
function newOpeningTerm(closesOn: string | undefined): string {
  if (!closesOn) return 'Posted today, it takes applications until you close it or it lapses.';
  return `Posted today, it takes applications until ${formatIndianDate(closesOn)} (90 days at most, and never into the next year) unless you close it sooner.`;
}

/**
 * "New opening", or a row's "Edit" (`opening`), and the form in a dialog; it starts from the
 * opening as it is each time it opens. `newClosesOn` is the last day a new one takes applications.
 */
export function OpeningDialog({
  opening,
  newClosesOn,
  triggerClassName,
}: {
  opening?: StaffOpening;
  newClosesOn?: string;
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
              : newOpeningTerm(newClosesOn)}
          </Dialog.Description>
          <OpeningForm opening={opening} onSaved={saved} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
