import type { Opening } from '@prakar/shared/careers';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import panel from '#app/components/dialog/side-panel.module.css';
import { CloseIcon } from '#app/components/nav/icons.tsx';
import { requestToaster } from '#app/components/toasts/toaster-state.ts';
import buttons from '#app/components/ui/button.module.css';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { ApplicationForm } from './application-form';
import styles from './careers.module.css';

/** The application form in a side sheet, like the contact panel; it ends in a confirmation. */
export default function ApplicationDialog({
  opening,
  onClose,
  onCloseAutoFocus,
}: {
  opening: Opening;
  onClose: () => void;
  /** Opened by the opening's Apply button, not a trigger of its own: focus goes back there. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [applicant, setApplicant] = useState<{ name: string; email: string } | undefined>();
  // A sent application ends in a toast: have the toaster ready by then.
  useEffect(() => {
    void requestToaster();
  }, []);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={panel.backdrop} />
        <Dialog.Content
          className={panel.sheet}
          onFocus={keepFocusInView}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={panel.head}>
            <Dialog.Title className={panel.title}>Apply: {opening.title}</Dialog.Title>
            <Dialog.Close className={panel.close} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {applicant ? (
            <div className={styles.confirmation} role="status">
              <p>
                Thank you, {applicant.name}. We have received your application for{' '}
                <strong>{opening.title}</strong> and sent an acknowledgement to {applicant.email}.
              </p>
              <p>Our people team reads every application and will tell you the outcome.</p>
              <Dialog.Close className={buttons.primary}>Close</Dialog.Close>
            </div>
          ) : (
            <>
              <Dialog.Description className={panel.description}>
                {opening.location} · {opening.employmentType}. Fields marked with an asterisk (*)
                are required.
              </Dialog.Description>
              <ApplicationForm opening={opening} onApplied={setApplicant} />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
