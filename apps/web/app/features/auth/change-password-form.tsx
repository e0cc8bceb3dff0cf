import { zodResolver } from '@hookform/resolvers/zod';
import { accountsApi } from '@prakar/shared/api/accounts';
import { changePasswordSchema } from '@prakar/shared/auth';
import { useState } from 'react';
import type { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { PasswordField } from '#app/components/form-field/password-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import styles from './auth.module.css';
import { NewPasswordFields } from './new-password-fields';

type ChangeInput = z.input<typeof changePasswordSchema>;
type Change = z.output<typeof changePasswordSchema>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The current password proves it is the user; the server then ends their other sessions. */
export function ChangePasswordForm() {
  const [changed, setChanged] = useState<string>();
  // Every other session of the account ends: the profile page's list of them changes too.
  const changePassword = useApiMutation(accountsApi.changePassword, { invalidates: ['profile'] });
  const { form, field, onSubmit, formError, busy } = useAppForm<ChangeInput, Change>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fields: FIELDS,
    send: async (values) => {
      setChanged(undefined);
      const answer = await changePassword.mutateAsync({ body: values });
      form.reset();
      setChanged(answer.message);
      notify.success(answer.message);
    },
  });

  return (
    <AppForm className={styles.form} legend="Your current and new password" onSubmit={onSubmit}>
      <PasswordField
        id="change-current-password"
        label="Current password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <NewPasswordFields
        id="change"
        label="New password"
        password={field('newPassword')}
        confirmation={field('confirmPassword')}
      />
      <FormSubmit
        error={formError}
        success={changed}
        className={`${buttons.primary} ${styles.submit}`}
        busy={busy}
      >
        Change password
      </FormSubmit>
    </AppForm>
  );
}
