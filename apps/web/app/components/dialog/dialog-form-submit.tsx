import * as Dialog from '@radix-ui/react-dialog';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import type { SubmitProps } from '#app/components/form-field/form-submit.tsx';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import dialogStyles from './dialog.module.css';

/**
 * A dialog's form's last lines: why it was turned down, then Cancel beside its submit button.
 * Kept with the dialogs, so the forms' shared code does not bring the dialog library along.
 */
export function DialogFormSubmit({ error, busy, children }: SubmitProps) {
  return (
    <>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className={dialogStyles.actions}>
        <Dialog.Close className={buttons.secondary}>Cancel</Dialog.Close>
        <BusyButton className={buttons.primary} busy={busy}>
          {children}
        </BusyButton>
      </div>
    </>
  );
}
