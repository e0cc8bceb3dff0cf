import { zodResolver } from '@hookform/resolvers/zod';
import { accountsApi } from '@prakar/shared/api/accounts';
import { changePasswordSchema } from '@prakar/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { PasswordField } from '#app/components/form-field/password-field.tsx';
import { fieldsOf } from '#app/components/form-field/registered-field.ts';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';
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
  const form = useForm<ChangeInput, unknown, Change>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    setChanged(undefined);
    const answer = await changePassword.mutateAsync({ body: values });
    form.reset();
    setChanged(answer.message);
    notify.success(answer.message);
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
        busy={isSubmitting}
      >
        Change password
      </FormSubmit>
    </AppForm>
  );
}
