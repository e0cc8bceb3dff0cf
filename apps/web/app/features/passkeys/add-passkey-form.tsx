import { zodResolver } from '@hookform/resolvers/zod';
import { passkeysApi } from '@prakar/shared/api/passkeys';
import { passkeyNameSchema } from '@prakar/shared/passkeys';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import { call } from '#app/lib/api-client.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { createPasskey, passkeyErrorMessage } from '#app/lib/passkey-ceremony.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';
import { PasskeyNameField } from './passkey-name-field';
import styles from './passkeys.module.css';

const schema = z.object({ name: passkeyNameSchema });
const FIELDS = ['name'] as const;

/**
 * A name first, then the device's own prompt (fingerprint, face, PIN or a security key) makes the
 * passkey; the server keeps it once its answer checks out.
 */
export function AddPasskeyForm({ onAdded }: { onAdded?: () => void }) {
  const add = useApiMutation(passkeysApi.add);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, formError } = useFormSubmit(
    form,
    FIELDS,
    async ({ name }) => {
      const options = await call(passkeysApi.registrationOptions);
      const response = await createPasskey(options);
      await add.mutateAsync({ body: { name, response } });
      reset();
      notify.success(`The passkey “${name}” is added: you can sign in with it now.`);
      onAdded?.();
    },
    passkeyErrorMessage,
  );

  return (
    <AppForm className={styles.form} legend="A new passkey" onSubmit={onSubmit}>
      <PasskeyNameField
        id="passkey-name"
        hint="The device or password manager that keeps it, e.g. Work laptop."
        error={errors.name?.message}
        {...register('name')}
      />
      <FormSubmit error={formError} busy={isSubmitting}>
        Add a passkey
      </FormSubmit>
    </AppForm>
  );
}
