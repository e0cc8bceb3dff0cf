import { zodResolver } from '@hookform/resolvers/zod';
import { passkeysApi } from '@prakar/shared/api/passkeys';
import { type Passkey, renamePasskeySchema } from '@prakar/shared/passkeys';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import dialogStyles from '#app/components/dialog/dialog.module.css';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { useApiMutation } from '#app/lib/api-query.ts';
import type { FocusReturn } from '#app/lib/focus-return.ts';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';
import { PasskeyNameField } from './passkey-name-field';
import styles from './passkeys.module.css';

const FIELDS = ['name'] as const;

/** A new name for one passkey; closing puts focus back on the button that opened it. */
export function RenamePasskeyDialog({
  passkey,
  onClose,
  focusReturn,
}: {
  passkey: Passkey | undefined;
  onClose: () => void;
  focusReturn: FocusReturn;
}) {
  const rename = useApiMutation(passkeysApi.rename);
  const form = useForm<
    z.input<typeof renamePasskeySchema>,
    unknown,
    z.output<typeof renamePasskeySchema>
  >({ resolver: zodResolver(renamePasskeySchema), defaultValues: { name: '' } });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (passkey) reset({ name: passkey.name });
  }, [passkey, reset]);
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    if (!passkey) return;
    await rename.mutateAsync({ params: { id: passkey.id }, body: values });
    onClose();
  });

  return (
    <Dialog.Root open={passkey !== undefined} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.backdrop} />
        <Dialog.Content
          className={dialogStyles.dialog}
          onFocus={keepFocusInView}
          onCloseAutoFocus={focusReturn.restore}
        >
          <Dialog.Title className={dialogStyles.title}>Rename “{passkey?.name}”</Dialog.Title>
          <Dialog.Description className={dialogStyles.message}>
            A name that tells you which device or password manager keeps it.
          </Dialog.Description>
          <AppForm className={styles.form} legend="The passkey’s name" onSubmit={onSubmit}>
            <PasskeyNameField
              id="rename-passkey-name"
              error={errors.name?.message}
              {...register('name')}
            />
            <DialogFormSubmit error={formError} busy={isSubmitting}>
              Save name
            </DialogFormSubmit>
          </AppForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
